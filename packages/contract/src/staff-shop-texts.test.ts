import { describe, expect, it } from 'vitest';
import {
  checkTextOverride,
  placeholdersOf,
  pluralCategoryOf,
  TEXT_OVERRIDE_MAX,
  textOverrideErrors,
} from './staff-shop-texts.ts';

const errors = (key: string, standard: string, text: string, lang: 'en' | 'fr' | 'de' = 'en') =>
  textOverrideErrors(checkTextOverride({ lang, key, standard, text }));

describe('the placeholders of a text override', () => {
  it('names the placeholders of a text, with formats and the unescaped dash', () => {
    expect(placeholdersOf('{{count}} of {{ total }} at {{price, currency}} by {{- name}}')).toEqual([
      'count',
      'total',
      'price',
      'name',
    ]);
    expect(placeholdersOf('No placeholder { here }')).toEqual([]);
  });

  it('accepts a text that keeps every placeholder, in any order', () => {
    expect(
      errors('cart.summary', '{{count}} of {{total}} places', 'Noch {{total}}, davon {{count}}'),
    ).toEqual([]);
  });

  it('refuses a text that leaves a placeholder out', () => {
    const check = checkTextOverride({
      lang: 'en',
      key: 'greeting',
      standard: 'Hello {{name}}, your order {{number}}',
      text: 'Hello there, your order {{number}}',
    });
    expect(check.missing).toEqual(['name']);
    expect(textOverrideErrors(check)).toEqual(['placeholder_missing']);
  });

  it('refuses a placeholder the standard text does not have, and broken braces', () => {
    expect(errors('greeting', 'Hello {{name}}', 'Hello {{name}} from {{city}}')).toEqual([
      'placeholder_unknown',
    ]);
    expect(errors('greeting', 'Hello {{name}}', 'Hello {{name}} {{')).toEqual(['placeholder_unknown']);
    expect(errors('greeting', 'Hello {{name}}', 'Hello {{name')).toEqual([
      'placeholder_missing',
      'placeholder_unknown',
    ]);
  });

  it('lets a plural form that names exactly one number leave the count out, but not in French', () => {
    expect(pluralCategoryOf('tickets_one')).toBe('one');
    expect(pluralCategoryOf('tickets')).toBeUndefined();
    expect(errors('tickets_one', '{{count}} ticket', 'One ticket')).toEqual([]);
    expect(errors('tickets_one', '{{count}} Ticket', 'Ein Ticket', 'de')).toEqual([]);
    // French "one" is 0 and 1: the number must stay.
    expect(errors('tickets_one', '{{count}} billet', 'Un billet', 'fr')).toEqual(['placeholder_missing']);
    expect(errors('tickets_other', '{{count}} tickets', 'Many tickets')).toEqual(['placeholder_missing']);
    // Every plural form is given the count, even where the standard text does not show it.
    expect(errors('tickets_one', 'One ticket', 'Just {{count}} ticket')).toEqual([]);
    expect(errors('ticket', 'A ticket', 'Just {{count}} ticket')).toEqual(['placeholder_unknown']);
  });

  it('refuses markup the standard text does not have, but not a lone "<"', () => {
    expect(errors('title', 'Tickets', '<b>Tickets</b>')).toEqual(['markup_not_allowed']);
    expect(errors('title', 'Tickets', 'Tickets <script>alert(1)</script>')).toEqual(['markup_not_allowed']);
    expect(errors('title', 'Tickets', 'Tickets <img src=x onerror=alert(1)')).toEqual(['markup_not_allowed']);
    expect(errors('title', 'Children', 'Children < 6 and 1<2 go free')).toEqual([]);
    expect(errors('title', 'Read the <0>terms</0>', 'See the <0>terms</0>')).toEqual([]);
    expect(errors('title', 'Read the <0>terms</0>', 'See the <1>terms</1>')).toEqual(['markup_not_allowed']);
  });

  it('refuses an empty text and one that is too long', () => {
    expect(errors('title', 'Tickets', '  ')).toEqual(['required']);
    expect(errors('title', 'Tickets', 'x'.repeat(TEXT_OVERRIDE_MAX + 1))).toEqual(['too_long']);
  });
});
