// The test mode bar (config test_mode): on every screen while no real money is taken, and only then.
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { changeConfig, heading } from './shell-support.ts';

for (const width of [1280, 375]) {
  test(`at ${width} px, a quiet note above the header says that no real payments are taken, on every screen`, async ({
    page,
  }) => {
    await changeConfig(page, (config) => {
      config.test_mode = true;
    });
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/en/');
    const note = page.getByRole('note');
    await expect(note).toHaveText('Test mode: no real payments are taken.');
    // Not a live region: read in order, never announced over what the visitor does.
    await expect(note).not.toHaveAttribute('aria-live');
    const bar = await note.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(bar?.y).toBe(0);
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(header?.y ?? 0);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);

    await page.goto('/de/checkout');
    await expect(heading(page, 'Warenkorb')).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Testmodus: Es finden keine echten Zahlungen statt.');
  });
}

test('at 375 px in test mode, the open menu still fits in the window below the bar', async ({ page }) => {
  await changeConfig(page, (config) => {
    config.test_mode = true;
    config.site_name = 'The Municipal Museum of Light, Colour and Optical Instruments';
    config.site_name_translations = {};
  });
  await page.setViewportSize({ width: 375, height: 400 });
  await page.goto('/de/');
  await expect(page.getByRole('note')).toBeVisible();
  await page.getByRole('button', { name: 'Menü' }).click();
  const lastControl = page.getByRole('banner').getByRole('button', { name: /^Sprache/ });
  await lastControl.scrollIntoViewIfNeeded();
  const box = await lastControl.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(400);
  // The page behind did not scroll: the panel scrolled within itself.
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);
});

const withoutTestMode = {
  false: (config: Record<string, unknown>) => {
    config.test_mode = false;
  },
  missing: (config: Record<string, unknown>) => {
    delete config.test_mode;
  },
};
for (const [state, change] of Object.entries(withoutTestMode)) {
  test(`no test mode bar when test_mode is ${state}`, async ({ page }) => {
    await changeConfig(page, change);
    await page.goto('/en/');
    await expect(heading(page, 'Museum of Light')).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByText(/Test mode/)).toHaveCount(0);
  });
}
