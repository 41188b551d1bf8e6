import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as cart from './cart.ts';
import * as counts from './counts.ts';
import * as memberBenefits from './member-benefits.ts';
import * as merchandise from './merchandise.ts';
import * as money from './money.ts';
import * as problems from './problems.ts';
import * as shipping from './shipping.ts';
import * as tickets from './tickets.ts';
import * as tours from './tours.ts';
import * as vouchers from './vouchers.ts';

/**
 * One rule, one place: the sale rules live here, and neither the web app nor the server declares a
 * function or constant of the same name (a copy that could drift, as the two copies of issue 21 did).
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const ruleNames = [
  cart,
  counts,
  memberBenefits,
  merchandise,
  money,
  problems,
  shipping,
  tickets,
  tours,
  vouchers,
].flatMap((module) => Object.keys(module));
/** The names the copies had before they moved here. */
const formerCopies = ['normaliseBarcode', 'hasMerchandise', 'placesNeeded', 'familyComponentsMissing'];

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(repoRoot, path), text: readFileSync(path, 'utf8') };
    });
}

/** Where `text` declares `name` itself (a function, a const, a let), not where it imports or uses it. */
const declares = (text: string, name: string) =>
  new RegExp(`(^|\\n)\\s*(export\\s+)?(async\\s+)?(function\\s*\\*?\\s*|const\\s+|let\\s+)${name}\\b`).test(
    text,
  );

describe('the sale rules have one place (issue 21)', () => {
  it('knows the rules it guards', () => {
    expect(ruleNames).toContain('ticketLine');
    expect(ruleNames).toContain('spreadVouchers');
    expect(declares('export function spreadVouchers(a) {}', 'spreadVouchers')).toBe(true);
    expect(declares("import { spreadVouchers } from 'x';", 'spreadVouchers')).toBe(false);
  });

  it.each(['packages/web/src', 'packages/server/src'])('%s declares none of them again', (dir) => {
    const files = sources(dir);
    expect(files.length).toBeGreaterThan(50);
    const copies = files.flatMap(({ path, text }) =>
      [...ruleNames, ...formerCopies]
        .filter((name) => declares(text, name))
        .map((name) => `${path}: ${name}`),
    );
    expect(copies).toEqual([]);
  });
});
