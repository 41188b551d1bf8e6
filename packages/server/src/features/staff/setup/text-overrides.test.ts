import { readdirSync, readFileSync } from 'node:fs';
import { TEXT_OVERRIDE_MAX } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { createMemberWithLink } from '../auth/auth.service.ts';
import { PASSWORD, staffToken } from '../staff.test-support.ts';
import { createShop } from './new-shop.ts';

/**
 * Issue 34, the text override editor: the owner lists the visitor app's interface texts beside the
 * museum's own, words one, resets it to standard. A text keeps its placeholders, has no markup and
 * names a known key; bad input is a 422 field map and changes nothing. Every change is audited and
 * reaches visitors with GET config, on another process within CATALOG_CACHE_MS.
 */

type Text = { key: string; standard: string; own: string | null };

/** The English standard texts as the visitor app's files hold them, counted. */
function englishTextCount(): number {
  const dir = new URL('../../../../../web/src/locales/en/', import.meta.url);
  const count = (node: unknown): number =>
    typeof node === 'string'
      ? 1
      : Object.values(node as object).reduce((sum, value) => sum + count(value), 0);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .reduce((sum, name) => sum + count(JSON.parse(readFileSync(new URL(name, dir), 'utf8'))), 0);
}

describe('the text override editor', () => {
  let t: TestApp;
  let visitor: TestApp['app'];
  let owner: string;

  beforeAll(async () => {
    t = await build();
    // A second server on the same database, with caches of its own: what another process sees.
    visitor = await buildApp({
      database: { ...t.database, close: async () => {} },
      catalogCacheMs: 200,
      clock: () => t.app.clock(),
      jobs: { pollMs: 0 },
    });
    owner = await staffToken(t, 'owner');
  });
  afterAll(async () => {
    await visitor.close();
    await t.close();
  });

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown, token = owner) =>
    t.app.inject({
      method,
      url: `/api/en/${path}?shop=${DEMO_SHOP_ID}&_=${token}`,
      ...(payload ? { payload } : {}),
    });
  const texts = async (lang: string) => {
    const answer = await call('GET', `staff/shop/texts/${lang}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().data.texts as Text[];
  };
  const overrides = async (app = t.app) =>
    (await app.inject({ url: `/api/en/shopinfo/config?shop=${DEMO_SHOP_ID}` })).json().data.text_overrides;
  const auditLog = async () =>
    (await call('GET', 'staff/audit')).json().data.items as Record<string, unknown>[];

  it('lists every standard text of a language, keyed as the visitor app reads it, with the museum’s own', async () => {
    const english = await texts('en');
    expect(english).toHaveLength(englishTextCount());
    // `common` is read without a prefix, every other namespace with one.
    expect(english.some((text) => !text.key.includes(':'))).toBe(true);
    expect(english.find((text) => text.key === 'shop:passes.intro')).toEqual({
      key: 'shop:passes.intro',
      standard: 'Visit as often as you like for a whole year.',
      own: 'Visit the museum and the observatory as often as you like for a whole year.',
    });
    const german = await texts('de');
    expect(german.find((text) => text.key === 'shop:passes.intro')?.standard).toBe(
      'Ein ganzes Jahr lang zu Besuch kommen, so oft Sie möchten.',
    );
  });

  it('refuses an unknown key, a lost or foreign placeholder, markup, an empty or too long text, changing nothing', async () => {
    const plural = (await texts('en')).find(
      (text) => text.key.endsWith('_other') && text.standard.includes('{{count}}'),
    );
    if (!plural) throw new Error('the visitor app has a plural text with a count');
    const before = await overrides();
    const logged = (await auditLog()).length;
    const refused = [
      [{ key: 'shop:no.such.key', text: 'Hello' }, { key: ['unknown_key'] }],
      [{ key: plural.key, text: 'Some tickets' }, { text: ['placeholder_missing'] }],
      [{ key: plural.key, text: '{{count}} tickets for {{name}}' }, { text: ['placeholder_unknown'] }],
      [{ key: 'shop:passes.intro', text: 'Come <b>often</b>' }, { text: ['markup_not_allowed'] }],
      [{ key: 'shop:passes.intro', text: '<img src=x onerror=alert(1)>' }, { text: ['markup_not_allowed'] }],
      [{ key: 'shop:passes.intro', text: '   ' }, { text: ['required'] }],
      [{ key: 'shop:passes.intro', text: 'x'.repeat(TEXT_OVERRIDE_MAX + 1) }, { text: ['too_long'] }],
    ] as const;
    for (const [body, errors] of refused) {
      const answer = await call('POST', 'staff/shop/texts/en', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    }
    // A control character is refused by the call's schema.
    const control = await call('POST', 'staff/shop/texts/en', { key: 'shop:passes.intro', text: 'a\u0000b' });
    expect(control.statusCode).toBe(422);
    expect(await overrides()).toEqual(before);
    expect(await auditLog()).toHaveLength(logged);
  });

  it('sets a text with its placeholders, which visitors get and the audit log shows before and after', async () => {
    const plural = (await texts('en')).find(
      (text) => text.key.endsWith('_other') && text.standard.includes('{{count}}'),
    );
    if (!plural) throw new Error('the visitor app has a plural text with a count');
    const text = `Exactly {{count}} — ${plural.standard.replaceAll('{{count}}', '')}`.trim();
    const saved = await call('POST', 'staff/shop/texts/en', { key: plural.key, text: `  ${text} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ key: plural.key, standard: plural.standard, own: text });
    expect((await overrides()).en).toMatchObject({
      [plural.key]: text,
      'shop:passes.intro': expect.any(String),
    });
    expect((await texts('en')).find((each) => each.key === plural.key)?.own).toBe(text);
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      action: 'settings.update',
      subject_id: 'text_overrides',
      before: { lang: 'en', key: plural.key, text: null },
      after: { lang: 'en', key: plural.key, text },
    });
    // Another server process lays it over the standard text once its cache lapses.
    await expect.poll(async () => (await overrides(visitor))?.en?.[plural.key]).toBe(text);
  });

  it('resets a text to standard, leaving the other languages’ texts alone', async () => {
    const germanBefore = (await overrides()).de;
    const reset = await call('POST', 'staff/shop/texts/en', { key: 'shop:passes.intro', text: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({
      key: 'shop:passes.intro',
      standard: 'Visit as often as you like for a whole year.',
      own: null,
    });
    expect((await overrides()).en).not.toHaveProperty('shop:passes.intro');
    expect((await overrides()).de).toEqual(germanBefore);
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      subject_id: 'text_overrides',
      before: {
        lang: 'en',
        key: 'shop:passes.intro',
        text: 'Visit the museum and the observatory as often as you like for a whole year.',
      },
      after: { lang: 'en', key: 'shop:passes.intro', text: null },
    });
    await expect.poll(async () => (await overrides(visitor))?.en?.['shop:passes.intro']).toBeUndefined();
  });

  it('names a common text without its namespace, whichever name it is sent by', async () => {
    const common = (await texts('de')).find(
      (text) => !text.key.includes(':') && !text.standard.includes('{{'),
    );
    if (!common) throw new Error('the visitor app has a common text without placeholders');
    const saved = await call('POST', 'staff/shop/texts/de', {
      key: `common:${common.key}`,
      text: 'Unser Wort',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.key).toBe(common.key);
    const german = (await overrides()).de;
    expect(german[common.key]).toBe('Unser Wort');
    expect(german).not.toHaveProperty(`common:${common.key}`);
  });

  it('lets only the owner read and change the texts', async () => {
    const desk = await staffToken(t, 'box_office');
    expect((await call('GET', 'staff/shop/texts/en', undefined, desk)).statusCode).toBe(403);
    expect(
      (await call('POST', 'staff/shop/texts/en', { key: 'shop:passes.intro', text: 'Hi' }, desk)).statusCode,
    ).toBe(403);
  });

  it('refuses a language the shop does not offer', async () => {
    const shopId = await createShop(t.db, { lang: 'de', siteName: 'Stadtmuseum' });
    const link = await createMemberWithLink(
      t.db,
      { shopId, email: 'owner@stadtmuseum.example', name: 'Owner', role: 'owner', lang: 'en' },
      t.app.clock(),
    );
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/en/staff/auth/accept?shop=${shopId}`,
        payload: { token: link.token, password: PASSWORD },
      })
    ).json().data.token;
    const save = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/en/staff/shop/texts/${lang}?shop=${shopId}&_=${token}`,
        payload: { key: 'shop:passes.intro', text: 'Ein Jahr lang, so oft Sie wollen.' },
      });
    const refused = await save('en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ lang: ['invalid'] });
    expect((await save('de')).statusCode).toBe(200);
    const config = (await t.app.inject({ url: `/api/de/shopinfo/config?shop=${shopId}` })).json().data;
    expect(config.text_overrides).toEqual({
      de: { 'shop:passes.intro': 'Ein Jahr lang, so oft Sie wollen.' },
    });
  });
});
