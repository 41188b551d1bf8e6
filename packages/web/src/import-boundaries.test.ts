import { describe, expect, it } from 'vitest';
import {
  describeViolations,
  findViolations,
  type SourceFile,
} from '../../../test-support/import-boundaries.ts';

// The web app's own sources as text, read by Vite: src/ and the package's config files.
const texts = {
  ...import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../*.ts', { query: '?raw', import: 'default', eager: true }),
};

/** `./features/a.ts` → `packages/web/src/features/a.ts`, `../vite.config.ts` → `packages/web/vite.config.ts`. */
const fromRoot = (key: string) =>
  key.startsWith('./') ? `packages/web/src/${key.slice(2)}` : `packages/web/${key.slice(3)}`;

describe('import boundaries of the web app (ARCHITECTURE.md)', () => {
  it('no feature imports another, components/ and lib/ import no feature, and the web app never imports the server', () => {
    const files: SourceFile[] = Object.entries(texts).map(([key, text]) => ({ path: fromRoot(key), text }));
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.path === 'packages/web/src/app/main.tsx')).toBe(true);
    expect(describeViolations(findViolations(files))).toBe('');
  });
});
