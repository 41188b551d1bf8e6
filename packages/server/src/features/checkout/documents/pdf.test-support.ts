import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PDFs as a reader sees them, through Debian's poppler-utils: the text of each page (pdftotext)
 * and a page as pixels (pdftoppm). A test that needs them fails with how to install them.
 */

function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[], input: Uint8Array): Buffer {
  const result = spawnSync(tool, args, { input, maxBuffer: 256 * 1024 * 1024 });
  if (result.error && 'code' in result.error && result.error.code === 'ENOENT')
    throw new Error(`${tool} is missing: install poppler-utils (apt-get install -y poppler-utils)`);
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr.toString()}`);
  return result.stdout;
}

/**
 * The text of each page: in reading order (pdftotext's guess of columns), or with `layout` as laid
 * out, line by line across the page (what a table's rows need).
 */
export function pdfPagesText(bytes: Uint8Array, options: { layout?: boolean } = {}): string[] {
  const args = ['-enc', 'UTF-8', ...(options.layout ? ['-layout'] : []), '-', '-'];
  const text = poppler('pdftotext', args, bytes).toString('utf8');
  // pdftotext ends each page with a form feed.
  return text.split('\f').slice(0, -1);
}

/** Text with every run of white space (line breaks of wrapped text too) as one space. */
export const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Text without any white space: pdftotext guesses spaces from the gaps between letters, and
 * drops a narrow one (the no-break space Intl writes in "7 %") or adds one in a laid-out table.
 */
export const squash = (text: string) => text.replace(/\s+/g, '');

export interface GrayImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 black to 255 white, row by row. */
  pixels: Uint8Array;
}

/** Page `page` (from 1) as a grey image at `dpi` (pdftoppm's PGM: a header and raw bytes). */
export function renderPage(bytes: Uint8Array, page: number, dpi: number): GrayImage {
  const pgm = poppler(
    'pdftoppm',
    ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-'],
    bytes,
  );
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a PGM image');
  const [whole = '', width = '0', height = '0'] = header;
  return {
    width: Number(width),
    height: Number(height),
    pixels: new Uint8Array(pgm.subarray(whole.length)),
  };
}

/** PNG files of every page, for looking at while working on a layout. */
export function writePngs(bytes: Uint8Array, prefix: string, dpi = 110) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, bytes);
    const result = spawnSync('pdftoppm', ['-png', '-r', String(dpi), file, prefix]);
    if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr?.toString()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The modules of a QR code drawn in the square at (x, y) of `size` points on a page rendered at
 * `dpi`, read by sampling the middle of each module: dark or not. `modules` is the code's number
 * of modules a side, `quiet` the white modules around it.
 */
export function readQrModules(
  image: GrayImage,
  box: { x: number; y: number; size: number },
  dpi: number,
  modules: number,
  quiet: number,
): boolean[][] {
  const scale = dpi / 72;
  const cell = box.size / (modules + 2 * quiet);
  return Array.from({ length: modules }, (_, row) =>
    Array.from({ length: modules }, (_, col) => {
      const px = Math.round((box.x + (col + quiet + 0.5) * cell) * scale);
      const py = Math.round((box.y + (row + quiet + 0.5) * cell) * scale);
      return (image.pixels[py * image.width + px] ?? 255) < 128;
    }),
  );
}
