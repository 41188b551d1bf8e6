import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.ts';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Makes sure Debian's Chromium is there for the browser tests. As root on Debian it installs the
 * package; elsewhere it stops with a message saying how. It never downloads a browser of its own.
 */
export function ensureChromium(): void {
  const path = chromiumPath();
  if (existsSync(path)) return;
  const canInstall = canInstallDebianPackages() && !process.env.CHROMIUM_PATH;
  if (!canInstall) {
    throw new Error(
      `The browser tests need Chromium at ${path}. Install Debian's package (sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  installDebianPackages(['chromium'], `Chromium is missing at ${path}`);
  if (!existsSync(path)) throw new Error(`apt-get finished but there is still no Chromium at ${path}`);
}
