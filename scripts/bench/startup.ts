import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.ts';
import { repoRoot } from '../lib/paths.ts';

/** Milliseconds from spawning `npm start` on `dataDir` to the first answered config call. */
async function timeOneStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const deadline = started + 60_000;
    while (performance.now() < deadline) {
      const answered = await fetch(`http://127.0.0.1:${port}/api/en/shopinfo/config?shop=1`)
        .then((response) => response.ok)
        .catch(() => false);
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the server did not answer within 60 s');
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function median(times: number[]): number {
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

function report(what: string, times: number[]): number {
  const middle = median(times);
  console.log(
    `npm start → first config answer ${what}: median ${Math.round(middle)} ms ` +
      `(runs: ${times.map((time) => Math.round(time)).join(', ')} ms)`,
  );
  return middle;
}

/**
 * Cold: an empty data directory each time; restart: the same directory again. The first start
 * on this code prepares the database image (kept in the server's node_modules/.cache, as after
 * any first `npm start`), so it is timed apart and not counted as cold.
 */
export async function reportStartupTime(runs = 3): Promise<{ cold: number; restart: number }> {
  const folders: string[] = [];
  const folder = () => {
    folders.push(mkdtempSync(join(tmpdir(), 'museum-shop-bench-')));
    return folders.at(-1) as string;
  };
  try {
    const first = await timeOneStart(folder());
    console.log(`first start on this code (prepares the database image if missing): ${Math.round(first)} ms`);
    const cold: number[] = [];
    for (let run = 0; run < runs; run++) cold.push(await timeOneStart(folder()));
    const existing = folder();
    await timeOneStart(existing);
    const restart: number[] = [];
    for (let run = 0; run < runs; run++) restart.push(await timeOneStart(existing));
    return {
      cold: report('on an empty data directory', cold),
      restart: report('on an existing data directory (restart)', restart),
    };
  } finally {
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  }
}
