import { spawn } from 'node:child_process';

/** Runs a command to completion, streaming its output; rejects with a German message on failure. */
export function run(command, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} endete mit Code ${code}\n${output.slice(-4000)}`)),
    );
  });
}
