import type { AppConfig } from '@museum-shop/contract';
import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { ShopContext } from '../shop-context.ts';
import { TestModeNotice } from './TestModeNotice.tsx';

function renderNotice(config: AppConfig, preview?: { until: string; draft: boolean }) {
  return render(
    <ShopContext value={{ config, lang: 'en', ...(preview ? { preview } : {}) }}>
      <TestModeNotice />
    </ShopContext>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('TestModeNotice', () => {
  it('says that no real payments are taken while the configuration is in test mode, as a quiet note', () => {
    renderNotice({ ...testShopConfig, test_mode: true });
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Test mode: no real payments are taken.');
    // Read in order, never announced over what the visitor is doing; and it cannot be dismissed.
    expect(note.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(note.querySelector('button')).toBeNull();
  });

  it('says the owner sees a preview of a shop that has not opened, until when in museum time, in the same bar', () => {
    const config = { ...testShopConfig, time_zone: 'Europe/Berlin', test_mode: true };
    renderNotice(config, { until: '2026-11-25T14:30:00.000Z', draft: false });
    const note = screen.getByRole('note');
    expect([...note.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Preview: this shop has not opened yet. Everyone else sees only that it opens soon. This link works until 15:30.',
      'Test mode: no real payments are taken.',
    ]);
    cleanup();
    renderNotice({ ...config, test_mode: false }, { until: '2026-11-25T14:30:00.000Z', draft: false });
    expect(screen.getByRole('note').textContent).toMatch(/^Preview: .* until 15:30\.$/);
  });

  it('says a preview with unsaved changes is the owner’s only, open shop or not', () => {
    renderNotice(
      { ...testShopConfig, time_zone: 'Europe/Berlin' },
      { until: '2026-11-25T14:30:00.000Z', draft: true },
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Preview with changes not yet saved: everyone else sees the shop as it is. This link works until 15:30.',
    );
  });

  it.each([
    ['false', false],
    ['missing', undefined],
  ])('is absent when test_mode is %s', (_case, testMode) => {
    const { container } = renderNotice({ ...testShopConfig, test_mode: testMode });
    expect(container.innerHTML).toBe('');
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });
});
