import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's entry point, as `npm start` runs it. */
export const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '../server.ts');

/** The port a server's ready line names ("Museum shop ready at http://localhost:PORT/ …"). */
export function readyPort(output: string): number {
  const port = /Museum shop ready at http:\/\/[^:/]+:(\d+)\//.exec(output)?.[1];
  if (!port) throw new Error(`the server has not said it is ready:\n${output}`);
  return Number(port);
}

/**
 * Starts the real server process (or `entry`, a script that ends by starting it) and resolves once
 * it printed that it is ready, with the address it listens on.
 *
 * Unless `env` names a PORT, the server takes one the system gives it (port 0). A port found free
 * beforehand can be taken by an outgoing connection before the server binds it: those take their
 * local ports from the same range, and the PostgreSQL tests open many (stop 32's CI).
 */
export function startServer(
  env: Record<string, string>,
  entry: string = serverEntry,
): Promise<{ child: ChildProcess; output: () => string; url: string }> {
  const child = spawn(process.execPath, [entry], {
    // The demo's sandbox, said out loud: a server on PostgreSQL must name its payment provider.
    env: { ...process.env, LOG_LEVEL: 'info', PAYMENT_PROVIDER: 'sandbox', PORT: '0', ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Museum shop ready at'))
        resolve({ child, output: () => output, url: `http://127.0.0.1:${readyPort(output)}` });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

export function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
