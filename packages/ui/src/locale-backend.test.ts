import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { lazyLocaleBackend } from './locale-backend.ts';

describe('lazyLocaleBackend', () => {
  it('loads a language’s namespace from its file only when the language is used', async () => {
    const german = vi.fn(async () => ({ default: { hello: 'Hallo {{name}}' } }));
    const french = vi.fn(async () => ({ default: { hello: 'Bonjour {{name}}' } }));
    const files = { './de/app.json': german, './fr/app.json': french };
    const i18n = createInstance();
    await i18n.use(lazyLocaleBackend(files, (lang, ns) => `./${lang}/${ns}.json`)).init({
      lng: 'de',
      ns: ['app'],
      defaultNS: 'app',
      partialBundledLanguages: true,
      resources: { en: { app: { hello: 'Hello {{name}}' } } },
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(german).toHaveBeenCalledTimes(1);
    expect(french).not.toHaveBeenCalled();
    await i18n.changeLanguage('fr');
    expect(i18n.t('hello', { name: 'Ada' })).toBe('Bonjour Ada');
  });

  it('falls back to the bundled language when a language has no file', async () => {
    const i18n = createInstance();
    await i18n.use(lazyLocaleBackend({}, (lang, ns) => `./${lang}/${ns}.json`)).init({
      lng: 'sv',
      ns: ['app'],
      defaultNS: 'app',
      partialBundledLanguages: true,
      resources: { en: { app: { hello: 'Hello' } } },
      fallbackLng: 'en',
    });
    expect(i18n.t('hello')).toBe('Hello');
  });
});
