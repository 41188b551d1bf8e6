import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { stop, waitForAnswer } from '../lib/child-process.ts';
import { chromiumPath } from '../lib/chromium.ts';
import { freePort } from '../lib/free-port.ts';
import { repoRoot } from '../lib/paths.ts';

/** The first load as a visitor on a phone gets it (issue 11): home and a static page of the shop. */
const ROUTES = [
  { name: 'home', path: '/en/' },
  { name: 'static page', path: '/en/page/accessibility_statement' },
];
const TARGETS = { lcpMs: 2500, cls: 0.05, tbtMs: 150, scriptKb: 150 };
/** Lighthouse's figures wander from run to run (more so on a shared machine): the median of these runs counts. */
const RUNS = 3;

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  totalKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Bytes on the wire (compressed, headers included) of the requests Lighthouse saw, by resource type. */
function transferKb(items: unknown[], onlyType?: string): number {
  let bytes = 0;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { resourceType, transferSize } = item as { resourceType?: unknown; transferSize?: unknown };
    if (onlyType !== undefined && resourceType !== onlyType) continue;
    if (typeof transferSize === 'number') bytes += transferSize;
  }
  return bytes / 1024;
}

/** How often a run that Lighthouse itself could not record (e.g. NO_NAVSTART on a busy machine) is tried again. */
const RETRIES = 2;

/** One Lighthouse run: mobile form factor and its default (simulated) throttling, performance only. */
async function measure(url: string, chromePort: number, retries = RETRIES): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const failure = `Lighthouse on ${url}: ${lhr.runtimeError.code}`;
    if (retries === 0) throw new Error(`${failure}: ${lhr.runtimeError.message}`);
    console.log(`  (${failure}; trying again)`);
    return measure(url, chromePort, retries - 1);
  }
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = details && 'items' in details ? (details.items as unknown[]) : [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    scriptKb: transferKb(requests, 'Script'),
    totalKb: transferKb(requests),
  };
}

function print(name: string, path: string, runs: Figures[]) {
  const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `${name} (${path}): performance ${m('score')} (runs: ${runs.map((run) => run.score).join(', ')}), ` +
      `FCP ${(m('fcpMs') / 1000).toFixed(2)} s, ` +
      `LCP ${(m('lcpMs') / 1000).toFixed(2)} s [${verdict(m('lcpMs') <= TARGETS.lcpMs)}], ` +
      `CLS ${m('cls').toFixed(3)} [${verdict(m('cls') <= TARGETS.cls)}], ` +
      `TBT ${Math.round(m('tbtMs'))} ms [${verdict(m('tbtMs') <= TARGETS.tbtMs)}], ` +
      `script ${m('scriptKb').toFixed(1)} KB [${verdict(m('scriptKb') <= TARGETS.scriptKb)}], ` +
      `total transfer ${m('totalKb').toFixed(1)} KB`,
  );
}

/**
 * Lighthouse on the built shop as `npm start` serves it (precompressed files, the demo museum on
 * the embedded database), in Debian's Chromium; prints the median figures of each route.
 */
export async function reportLighthouse(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'museum-shop-lighthouse-'));
  const port = await freePort();
  const shop = fork(join(repoRoot, 'packages/server/src/server.ts'), [], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const base = `http://localhost:${port}`;
    await waitForAnswer(`${base}/api/en/shopinfo/config?shop=1`, shop);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', '--no-sandbox'],
      logLevel: 'error',
    });
    console.log(
      `mobile, default throttling, median of ${RUNS} runs; targets LCP ≤ ${TARGETS.lcpMs / 1000} s, ` +
        `CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, script ≤ ${TARGETS.scriptKb} KB`,
    );
    for (const route of ROUTES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(`${base}${route.path}`, chrome.port));
      print(route.name, route.path, runs);
    }
  } finally {
    chrome?.kill();
    await stop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
