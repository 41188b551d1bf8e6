import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.ts';
import { repoRoot } from '../lib/paths.ts';

/** Milliseconds from spawning `npm start` on an empty data directory to the first answered config call. */
async function timeOneStart(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'museum-shop-bench-'));
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
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function reportStartupTime(runs = 3): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeOneStart());
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `npm start → first config answer on an empty data directory: median ${Math.round(median)} ms ` +
      `(runs: ${times.map((time) => Math.round(time)).join(', ')} ms)`,
  );
  return median;
}
