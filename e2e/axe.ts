// The accessibility scan of every browser journey: axe-core's WCAG 2.2 AA rules on the page as it is
// now, in the real browser, where colour contrast and layout count.
//
// axe-core runs in the page itself, put there once per loaded document and reused for each state a
// journey scans. AxeBuilder (@axe-core/playwright) put its 550 KB source into the page again for each
// scan and finished every scan in a new page of its own: 0.6–1.3 s a scan where the rules themselves
// take 0.05–0.2 s, 40 % of the browser run (issue 33). The rules and tags are the same; the shop and
// the staff app have no frames, which AxeBuilder's way would also have reached.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from './fixtures.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeInPage {
  run: (
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
}

/** axe's violations of WCAG 2.2 AA on the page as it is now, as "rule: help (first element)". */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // A new document (a navigation) has lost it; evaluating the source defines window.axe.
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    // Only the violations are wanted: axe then skips collecting every element that passed.
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`,
    );
  }, WCAG_TAGS);
}

/** No axe violation of WCAG 2.2 AA on the page as it is now; `where` names the state in a failure. */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/** A phone's window and a desktop's, the two every screen is scanned at. */
export const SCAN_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/**
 * Whether the header shows its menu as it fits the window now: inline where the menu's natural width
 * fits its room, else behind the menu button with its panel (a child of the header with an id). The
 * header measures again after a resize (at most every 500 ms, spec §9); until then the two differ.
 */
const headerMatchesWindow = (page: Page) =>
  page.evaluate(() => {
    const natural = document.querySelector('header [inert] > div');
    const room = natural?.parentElement?.parentElement;
    // No header (module mode): nothing to wait for.
    if (!natural || !room) return true;
    const fits = natural.scrollWidth <= room.clientWidth;
    const collapsed = document.querySelector('header > div[id]') !== null;
    return fits !== collapsed;
  });

/**
 * No axe violation on the page as it is now, at a desktop's width and then at a phone's, in the same
 * document: a resize lays the screen out as a load at that width does, for a quarter of the time.
 * Each scan waits for the header to have measured its menu for the new width. The window is then
 * as it was, for what the journey does next.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page, where: string): Promise<void> {
  const before = page.viewportSize();
  for (const viewport of SCAN_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect.poll(() => headerMatchesWindow(page), `${where}: the header's menu`).toBe(true);
    await expectNoAxeViolations(page, `${where} at ${viewport.width} px`);
  }
  if (before && before.width !== SCAN_VIEWPORTS[1].width) {
    await page.setViewportSize(before);
    await expect.poll(() => headerMatchesWindow(page), `${where}: the header's menu`).toBe(true);
  }
}
