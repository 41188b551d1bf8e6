import { LANGUAGES } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationTexts } from '../lib/validation-messages.ts';
import { build, type TestApp } from '../test-support/build.ts';

const MD5 = '0123456789abcdef0123456789abcdef';

describe('schema validation messages in the request language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('answers a bad login body on /de/ in German, on /fr/ in French and on /en/ in English', async () => {
    // `_p` missing: the field is required; `_u` a number: zod's own message, in the language too.
    const answers = await Promise.all(
      (['de', 'fr', 'en'] as const).map((lang) => post(`/api/${lang}/auth/login`, { _u: 42 })),
    );
    const [de, fr, en] = answers.map((answer) => {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      return answer.json().errors;
    });
    expect(de).toEqual({
      _p: ['Bitte füllen Sie dieses Feld aus.'],
      _u: ['Ungültige Eingabe: erwartet string, erhalten Zahl'],
    });
    expect(fr).toEqual({
      _p: ['Ce champ est obligatoire.'],
      _u: ['Entrée invalide : chaîne de caractères attendu, nombre reçu'],
    });
    expect(en).toEqual({
      _p: ['This field is required.'],
      _u: ['Invalid input: expected string, received number'],
    });
  });

  it('words the customer form as the form rules do: too long, malformed, in the language of the path', async () => {
    const payload = { c: { fname: 'x'.repeat(1001), city: 'Berlin\u0000' } };
    const de = await post('/api/de/customer/register', payload);
    expect(de.statusCode).toBe(422);
    expect(de.json().errors).toEqual({
      fname: ['Diese Eingabe ist zu lang.'],
      city: ['Diese Eingabe hat nicht das erwartete Format.'],
    });
    const fr = await post('/api/fr/customer/register', payload);
    expect(fr.json().errors).toEqual({
      fname: ['Cette saisie est trop longue.'],
      city: ['Cette saisie n’est pas au format attendu.'],
    });
    const en = await post('/api/en/customer/register', payload);
    expect(en.json().errors).toEqual({
      fname: ['This entry is too long.'],
      city: ['This entry is not in the expected format.'],
    });
  });

  it('has a message of its own in each of the eight languages', async () => {
    const messages = new Set<string>();
    for (const lang of LANGUAGES) {
      const response = await post(`/api/${lang}/customer/pwdconfirm`, { token: 'x'.repeat(43) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ _p: [validationTexts[lang].required] });
      messages.add(response.json().errors._p[0]);
    }
    expect(messages.size).toBe(8);
  });

  it('renders a bad query (400) in the language too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/de/tour/overview?shop=1&date=tomorrow&lookahead=99',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_REQUEST');
    expect(response.json().errors).toEqual({
      date: ['Diese Eingabe hat nicht das erwartete Format.'],
      lookahead: [expect.stringMatching(/^Zu groß: erwartet, dass .*31/)],
    });
  });

  it('still says what a valid body gets: no field messages', async () => {
    const response = await post('/api/de/auth/login', { _u: 'nobody@example.org', _p: MD5 });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toBeUndefined();
  });
});
