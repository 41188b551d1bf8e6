import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md, as dependency-cruiser checks them with the rules
 * of .dependency-cruiser.cjs: over the whole repository, and over a small tree that breaks each rule
 * once, so a rule that stopped matching would be seen.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const config = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(files: string[], baseDir: string): Promise<string[]> {
  const { output } = await cruise(files, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('import boundaries (dependency-cruiser)', () => {
  it('the web app, the staff app, the server and the contract keep every boundary', async () => {
    expect(await violations(['packages'], repoRoot)).toEqual([]);
  });

  const fixture = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  };

  it('finds each kind of crossing, including type-only imports', async () => {
    write('packages/server/src/features/events/events.service.ts', 'export const x = 1;\n');
    write(
      'packages/server/src/features/tours/tours.service.ts',
      "import { x } from '../events/events.service.ts';\nexport const y = x;\n",
    );
    write('packages/web/src/features/config/flags.ts', 'export type Flag = 1;\n');
    write(
      'packages/web/src/features/cart/cart.ts',
      "import type { Flag } from '../config/flags.ts';\nexport const f: Flag = 1;\n",
    );
    write('packages/web/src/features/cart/rules.ts', "import { f } from './cart.ts';\nexport const g = f;\n");
    write(
      'packages/web/src/lib/money.ts',
      "import { g } from '../features/cart/rules.ts';\nexport const h = g;\n",
    );
    write(
      'packages/server/src/plugins/shop.ts',
      "import { x } from '../features/events/events.service.ts';\nexport const s = x;\n",
    );
    write(
      'packages/web/src/app/main.ts',
      "import { x } from '../../../server/src/features/events/events.service.ts';\nimport { g } from '../features/cart/rules.ts';\nexport const m = [x, g];\n",
    );
    write(
      'packages/contract/src/index.ts',
      "import { h } from '../../web/src/lib/money.ts';\nexport const c = h;\n",
    );
    write('packages/admin/src/features/orders/order.ts', 'export const o = 1;\n');
    write(
      'packages/admin/src/features/reports/report.ts',
      "import { o } from '../orders/order.ts';\nimport { x } from '../../../../server/src/features/events/events.service.ts';\nexport const r = [o, x];\n",
    );
    write(
      'packages/admin/src/lib/format.ts',
      "import { o } from '../features/orders/order.ts';\nexport const f = o;\n",
    );
    write(
      'packages/web/src/app/admin-link.ts',
      "import { f } from '../../../admin/src/lib/format.ts';\nexport const l = f;\n",
    );
    write('packages/contract/src/staff.ts', 'export const staffQuery = 1;\n');
    write(
      'packages/contract/src/shop-preview.ts',
      "import { staffQuery } from './staff.ts';\nexport const p = staffQuery;\n",
    );
    write('packages/contract/src/account.ts', 'export const MAX_TOKEN_LENGTH = 1;\n');
    write(
      'packages/contract/src/members.ts',
      "import { MAX_TOKEN_LENGTH } from './account.ts';\nexport const claim = MAX_TOKEN_LENGTH;\n",
    );
    write(
      'packages/contract/src/cart.ts',
      "import { claim } from './members.ts';\nexport const item = claim;\n",
    );
    write('packages/ui/src/kit.ts', "import { h } from '../../web/src/lib/money.ts';\nexport const k = h;\n");
    write('packages/server/src/db/schema/events.ts', 'export const events = 1;\n');
    write(
      'packages/server/src/features/checkout/pricing.ts',
      "import { events } from '../../db/schema/events.ts';\nexport const priced = events;\n",
    );
    write(
      'packages/server/src/modules/catalog/events.repository.ts',
      "import { events } from '../../db/schema/events.ts';\nexport const read = events;\n",
    );
    expect((await violations(['packages'], fixture)).sort()).toEqual([
      'admin-imports-an-app: packages/admin/src/features/reports/report.ts → packages/server/src/features/events/events.service.ts',
      'an-app-imports-admin: packages/web/src/app/admin-link.ts → packages/admin/src/lib/format.ts',
      'cart-shapes-reach-checkout: packages/contract/src/cart.ts → packages/contract/src/account.ts',
      'catalog-tables-outside-the-catalog: packages/server/src/features/checkout/pricing.ts → packages/server/src/db/schema/events.ts',
      'contract-imports-an-app: packages/contract/src/index.ts → packages/web/src/lib/money.ts',
      'feature-imports-another-feature: packages/admin/src/features/reports/report.ts → packages/admin/src/features/orders/order.ts',
      'feature-imports-another-feature: packages/server/src/features/tours/tours.service.ts → packages/server/src/features/events/events.service.ts',
      'feature-imports-another-feature: packages/web/src/features/cart/cart.ts → packages/web/src/features/config/flags.ts',
      'shared-code-imports-a-feature: packages/admin/src/lib/format.ts → packages/admin/src/features/orders/order.ts',
      'shared-code-imports-a-feature: packages/server/src/plugins/shop.ts → packages/server/src/features/events/events.service.ts',
      'shared-code-imports-a-feature: packages/web/src/lib/money.ts → packages/web/src/features/cart/rules.ts',
      'ui-imports-an-app: packages/ui/src/kit.ts → packages/web/src/lib/money.ts',
      'visitor-contract-imports-staff: packages/contract/src/shop-preview.ts → packages/contract/src/staff.ts',
      'web-imports-server: packages/web/src/app/main.ts → packages/server/src/features/events/events.service.ts',
    ]);
  });
});
