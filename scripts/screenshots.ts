// Takes screenshots of screens of a running shop at phone (375 px) and desktop (1280 px) widths,
// for a person to look at: `node scripts/screenshots.ts http://localhost:3000 /en/ /de/tickets`.
// They land in ./screenshots/ (git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = join(repoRoot, 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const path of paths.length > 0 ? paths : ['/']) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 800 } });
      await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
      const file = join(
        outDir,
        `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
