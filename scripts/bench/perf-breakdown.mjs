// Where a process's CPU goes, kernel included, by Linux perf (`apt-get install linux-perf`): the checkout bench's
// BENCH_PERF=1 records the API during round 1's counted run. V8's --cpu-prof samples the main thread by wall time, so a
// socket write during which the scheduler runs the woken PostgreSQL backend counts as the API's; perf counts only time
// on a CPU, in every thread. Start the API with --perf-basic-prof to see JavaScript frames by name (the bench does).
import { spawn, spawnSync } from 'node:child_process';

export function perfAvailable() {
  return spawnSync('perf', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** Samples `pid` at 1,999 Hz of CPU time for `seconds`, call graphs included; resolves when perf has written `file`. */
export function recordPerf(pid, seconds, file) {
  const perf = spawn('perf', ['record', '-e', 'cpu-clock', '-F', '1999', '-g', '-p', String(pid), '-o', file, '--', 'sleep', String(seconds)], {
    stdio: 'ignore',
  });
  return new Promise((done, fail) => perf.once('exit', (code) => (code === 0 ? done(file) : fail(new Error(`perf record: ${code}`)))));
}

const report = (file, args) =>
  spawnSync('perf', ['report', '-i', file, '--stdio', '-g', 'none', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout.split('\n');

/** Shares (%) of the recorded CPU: the kernel, socket writes and reads (inclusive), young- and old-generation GC. */
export function perfBreakdown(file) {
  const sumShares = (lines, counts) => lines.filter(counts).reduce((sum, line) => sum + Number(/^\s*([\d.]+)%/.exec(line)?.[1] ?? 0), 0);
  const inclusive = report(file, ['--children', '--sort', 'sym']);
  const including = (symbols) => sumShares(inclusive, (line) => symbols.some((symbol) => line.trimEnd().endsWith(`] ${symbol}`)));
  return {
    kernel: sumShares(report(file, ['--no-children', '--sort', 'dso']), (line) => line.includes('[kernel.kallsyms]')),
    writes: including(['__GI___writev', '__GI___libc_write']),
    reads: including(['read', '__GI___libc_read']),
    gc: sumShares(report(file, ['--no-children', '--sort', 'sym']), (line) => /Scaveng|MarkCompact|Sweeper|ConcurrentMarking|MinorMS|Heap::/.test(line)),
  };
}
