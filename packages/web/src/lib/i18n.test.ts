import { describe, expect, it, vi } from 'vitest';
import { pageI18n, switchLanguage } from './i18n.ts';

describe('switching the shop’s language', () => {
  it('tells no screen of a change to the language already shown', async () => {
    // After a page's hydration the shop switches to the page's own language: a "change" there
    // re-rendered every translated component at once, and React hydrated the screen in one long task.
    const i18n = await pageI18n('de', undefined);
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    await switchLanguage(i18n, 'de', undefined);
    expect(changed).not.toHaveBeenCalled();

    await switchLanguage(i18n, 'fr', undefined);
    expect(changed).toHaveBeenCalledWith('fr');
    expect(i18n.language).toBe('fr');
  });

  it('overtakes a change to another language still under way', async () => {
    const i18n = await pageI18n('de', undefined);
    const toItalian = i18n.changeLanguage('it');
    await switchLanguage(i18n, 'de', undefined);
    await toItalian;
    expect(i18n.language).toBe('de');
  });
});
