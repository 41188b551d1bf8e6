import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether this process may install Debian packages itself: root on a machine with apt-get. */
export const canInstallDebianPackages = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/** Installs Debian packages with apt-get, saying so; the caller checks that it may (root, apt-get). */
export function installDebianPackages(packages: string[], why: string): void {
  console.log(`${why}: installing Debian's ${packages.join(', ')} with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Makes sure poppler-utils (pdftotext, pdftoppm) is there: the server tests read the shop's PDFs
 * as a reader sees them. As root on Debian it installs the package; elsewhere it stops saying how.
 */
export function ensurePoppler(): void {
  const tools = ['/usr/bin/pdftotext', '/usr/bin/pdftoppm'];
  if (tools.every((tool) => existsSync(tool))) return;
  if (!canInstallDebianPackages())
    throw new Error(
      "The server tests read PDFs with pdftotext and pdftoppm. Install Debian's poppler-utils (sudo apt-get install poppler-utils).",
    );
  installDebianPackages(['poppler-utils'], 'pdftotext or pdftoppm is missing');
  if (!tools.every((tool) => existsSync(tool)))
    throw new Error('apt-get finished but poppler-utils is still missing');
}
