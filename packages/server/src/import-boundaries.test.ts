import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  describeViolations,
  findViolations,
  importSpecifiers,
  type SourceFile,
} from '../../../test-support/import-boundaries.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every .ts file in `dir` (and its folders if `recursive`), with its path from the repository root. */
function sources(dir: string, recursive = true): SourceFile[] {
  return readdirSync(join(repoRoot, dir), { recursive, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const path = relative(repoRoot, join(entry.parentPath, entry.name)).split('\\').join('/');
      return { path, text: readFileSync(join(repoRoot, path), 'utf8') };
    });
}

describe('import boundaries of the server (ARCHITECTURE.md)', () => {
  it('no feature imports another, plugins/lib/mail import no feature, and the server never imports the web app', () => {
    // src/ and the package's own config files (drizzle.config.ts).
    const files = [...sources('packages/server/src'), ...sources('packages/server', false)];
    expect(files.length).toBeGreaterThan(50);
    expect(describeViolations(findViolations(files))).toBe('');
  });
});

describe('the boundary checker', () => {
  const file = (path: string, text: string): SourceFile => ({ path, text });

  it('reads static, type-only, re-exported, side-effect, dynamic and mocked imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type {\n  B,\n  C,\n} from '../b.ts';",
      "export * from './c.ts';",
      "import './d.css';",
      "const e = await import('./e.ts');",
      "vi.mock('./f.ts', () => ({}));",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', './e.ts', './f.ts']);
  });

  it('ignores imports written in comments, strings, templates and regular expressions', () => {
    const text = [
      "// import { a } from './commented.ts';",
      "/* import { b } from './block.ts'; */",
      'const s = "import { c } from \'./string.ts\'";',
      "const t = `import('./template.ts')`;",
      "const r = /from '(\\.\\/regex\\.ts)'/;",
      "const glob = './**/*.ts'; import { real } from './real.ts';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./real.ts']);
  });

  it('finds a feature importing another feature, in either package', () => {
    const found = findViolations([
      file(
        'packages/server/src/features/tours/tours.service.ts',
        "import { x } from '../events/events.repository.ts';",
      ),
      file('packages/web/src/features/cart/cart.ts', "import { y } from '../../features/config/flags.ts';"),
      file('packages/web/src/features/cart/hooks/use.ts', "import { z } from '../cart.ts';"),
    ]);
    expect(found.map((v) => v.file)).toEqual([
      'packages/server/src/features/tours/tours.service.ts',
      'packages/web/src/features/cart/cart.ts',
    ]);
  });

  it('finds shared code importing a feature, and lets app code compose features', () => {
    const found = findViolations([
      file(
        'packages/web/src/components/ui/Button.tsx',
        "import { a } from '../../features/config/flags.ts';",
      ),
      file('packages/web/src/lib/i18n.ts', "import { b } from '../features/account/session.ts';"),
      file('packages/server/src/plugins/housekeeping.ts', "import { c } from '../features/account/x.ts';"),
      file('packages/server/src/lib/catalog-refs.ts', "import { d } from '../features/tours/y.ts';"),
      file('packages/server/src/mail/worker.ts', "import { e } from '../features/account/z.ts';"),
      file('packages/web/src/app/shell/Header.tsx', "import { f } from '../../features/cart/cart.ts';"),
      file('packages/server/src/app.ts', "import { g } from './features/account/account.routes.ts';"),
    ]);
    expect(found.map((v) => v.file)).toEqual([
      'packages/web/src/components/ui/Button.tsx',
      'packages/web/src/lib/i18n.ts',
      'packages/server/src/plugins/housekeeping.ts',
      'packages/server/src/lib/catalog-refs.ts',
      'packages/server/src/mail/worker.ts',
    ]);
  });

  it('finds the web app importing the server and the server importing the web app', () => {
    const found = findViolations([
      file('packages/web/src/lib/api-client.ts', "import { a } from '../../../server/src/errors.ts';"),
      file('packages/web/src/app/main.tsx', "import type { B } from '@museum-shop/server/app';"),
      file('packages/server/src/plugins/web-app.ts', "import { c } from '../../../web/src/lib/format.ts';"),
      file('packages/web/src/lib/format.ts', "import { d } from '@museum-shop/contract';"),
    ]);
    expect(found.map((v) => v.file)).toEqual([
      'packages/web/src/lib/api-client.ts',
      'packages/web/src/app/main.tsx',
      'packages/server/src/plugins/web-app.ts',
    ]);
  });
});
