// Preloaded (`node --require`) into the backend processes a test starts: stdin is a pipe from the test
// process, so when that process ends, even killed with SIGKILL, stdin ends and this process follows.
// SIGKILL, not process.exit: with the reader of stdout gone, every log line would fail and keep the
// shutdown handlers busy.
const die = () => process.kill(process.pid, 'SIGKILL');
process.stdin.on('end', die);
process.stdin.on('error', die);
process.stdin.resume();
