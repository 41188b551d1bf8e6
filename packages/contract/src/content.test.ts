import { describe, expect, it } from 'vitest';
import { appConfigSchema, textOverridesSchema } from './config.ts';
import { isPageId, PAGE_IDS, staticPageResponseSchema } from './content.ts';
import { ERROR_CODES } from './errors.ts';

describe('static pages', () => {
  it('knows the standard pages and answers them in the contract shape', () => {
    expect(PAGE_IDS).toEqual(['imprint', 'terms', 'data_protection', 'accessibility_statement', 'shipping']);
    expect(isPageId('imprint')).toBe(true);
    expect(isPageId('admin')).toBe(false);
    const page = { data: { id: 'terms', title: 'Terms', html: '<p>…</p>' } };
    expect(staticPageResponseSchema.parse(page)).toEqual(page);
    expect(staticPageResponseSchema.safeParse({ data: { ...page.data, id: 'admin' } }).success).toBe(false);
    expect(ERROR_CODES).toContain('PAGE_NOT_FOUND');
  });
});

describe('text overrides', () => {
  it('maps text keys to the museum’s texts per language, and may be left out', () => {
    expect(textOverridesSchema.parse({ de: { 'home.intro': 'Willkommen im Haus.' } })).toEqual({
      de: { 'home.intro': 'Willkommen im Haus.' },
    });
    expect(textOverridesSchema.safeParse({ xx: { 'home.intro': 'x' } }).success).toBe(false);
    expect(textOverridesSchema.safeParse({ de: { 'home.intro': 5 } }).success).toBe(false);
    expect(appConfigSchema.shape.text_overrides.safeParse(undefined).success).toBe(true);
  });
});
