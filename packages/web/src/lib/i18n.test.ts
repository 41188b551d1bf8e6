import { describe, expect, it, vi } from 'vitest';
import { keepPageTexts, pageI18n, pageTextsOf, switchLanguage } from './i18n.ts';

describe('the texts a rendered page comes with (issue 37)', () => {
  it('are the ones its render used, in its language, and are taken instead of their files', async () => {
    const server = await pageI18n('sv', undefined);
    const texts = pageTextsOf(server, 'sv', ['common', 'booking']);
    expect(Object.keys(texts)).toEqual(['common', 'booking']);
    expect(Object.keys(pageTextsOf(server, 'en', ['common', 'booking']))).toEqual(['booking']);

    // What the browser is handed is what it shows, not its files' texts.
    keepPageTexts('da', { booking: { steps: { date: 'Vælg en dag (fra siden)' } } });
    const browser = await pageI18n('da', undefined);
    expect(browser.t('booking:steps.date')).toBe('Vælg en dag (fra siden)');
  });
});

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
