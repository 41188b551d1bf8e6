import type { ChildProcess } from 'node:child_process';

/** Polls `url` until it answers 2xx; fails when `child` (the process that should answer) exits first. */
export async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no answer from ${url} within 60 s`);
}

/** Ends `child` with SIGTERM and waits until it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
