import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, rememberLanguage } from './i18n.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const browserLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

describe('the staff app’s first language', () => {
  it('is the one chosen on this device, then the browser’s first the app is written in, then English', () => {
    browserLanguages(['fr-CH', 'de']);
    expect(initialLanguage()).toBe('fr');
    rememberLanguage('sv');
    expect(initialLanguage()).toBe('sv');
    window.localStorage.setItem('adminLanguage', 'xx');
    expect(initialLanguage()).toBe('fr');
    window.localStorage.clear();
    browserLanguages(['pt-BR', 'ja']);
    expect(initialLanguage()).toBe('en');
  });

  it('remembers nothing by itself: detecting does not make a choice', () => {
    browserLanguages(['nl-BE']);
    expect(initialLanguage()).toBe('nl');
    expect(window.localStorage.getItem('adminLanguage')).toBeNull();
  });
});
