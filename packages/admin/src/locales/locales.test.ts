import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES } from '../lib/i18n.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/admin.json', { eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the staff app texts', () => {
  const english = keysOf(files['./en/admin.json']?.default).sort();

  it.each(ADMIN_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key and no other',
    (language) => {
      const texts = files[`./${language}/admin.json`]?.default;
      expect(texts).toBeDefined();
      expect(keysOf(texts).sort()).toEqual(english);
    },
  );

  it('has no empty text', () => {
    for (const [path, file] of Object.entries(files)) {
      const empty = keysOf(file.default).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file.default);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });
});
