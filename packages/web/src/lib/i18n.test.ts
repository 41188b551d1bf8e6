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

  it('lays the museum’s own texts over once: the same texts again tell no screen', async () => {
    // The browser switches again after taking over a page whose texts are laid over already: adding
    // them again re-rendered every translated component at once to change nothing.
    const overrides = { de: { 'shop:merchandise.intro': 'Bücher aus dem Haus', 'nav.tickets': 'Eintritt' } };
    const i18n = await pageI18n('de', overrides);
    expect(i18n.t('shop:merchandise.intro')).toBe('Bücher aus dem Haus');
    const added = vi.fn();
    i18n.store.on('added', added);
    await switchLanguage(i18n, 'de', overrides);
    expect(added).not.toHaveBeenCalled();

    await switchLanguage(i18n, 'de', { de: { ...overrides.de, 'nav.tickets': 'Tickets' } });
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.t('nav.tickets')).toBe('Tickets');
    expect(i18n.t('shop:merchandise.intro')).toBe('Bücher aus dem Haus');
  });
});
