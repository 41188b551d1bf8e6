import { PREVIEW_MINUTES } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setHoldClock } from '../../../db/hold-clock.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { testClock } from '../../../test-support/clock.ts';
import { createMemberWithLink } from '../auth/auth.service.ts';
import { PASSWORD } from '../staff.test-support.ts';
import { createShop } from './new-shop.ts';

/**
 * "View as visitor" (issue 34): the owner gets a signed link that shows the shop before it opens.
 * The visitor app asks shopinfo/preview before it shows a closed shop: only a link of this shop, not
 * past its end and not altered, opens it; and nobody but an owner gets one.
 */
describe('a preview link of a shop that has not opened', () => {
  let t: TestApp;
  let now = testClock();
  let shopId: number;
  let otherShopId: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await build({ seed: false, app: { clock: () => now } });
    shopId = await createShop(t.db, { lang: 'de' });
    otherShopId = await createShop(t.db, { lang: 'en' });
    for (const role of ['owner', 'box_office'] as const) {
      const link = await createMemberWithLink(
        t.db,
        { shopId, email: `${role}@stadtmuseum.example`, name: role, role, lang: 'en' },
        now,
      );
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/en/staff/auth/accept?shop=${shopId}`,
        payload: { token: link.token, password: PASSWORD },
      });
      tokens[role] = accepted.json().data.token;
    }
  });
  afterAll(() => t.close());

  const previewLink = (role: string) =>
    t.app.inject({ url: `/api/en/staff/shop/preview?shop=${shopId}&_=${tokens[role]}` });
  const check = (token: string, shop = shopId) =>
    t.app.inject({ url: `/api/de/shopinfo/preview?shop=${shop}&token=${encodeURIComponent(token)}` });

  it('gives the owner a link that opens this shop until its end, and nothing else', async () => {
    const answer = await previewLink('owner');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const { token, until } = answer.json().data as { token: string; until: string };
    const end = Date.parse(until);
    expect(end - now.getTime()).toBeGreaterThan((PREVIEW_MINUTES - 1) * 60_000);
    expect(end - now.getTime()).toBeLessThanOrEqual(PREVIEW_MINUTES * 60_000);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.headers['cache-control']).toContain('no-store');
    expect(checked.json().data).toEqual({ until });

    // Another shop, an altered end or signature, or no token at all: not a preview.
    const [shop, expiry, signature = ''] = token.split('.');
    expect((await check(token, otherShopId)).statusCode).toBe(404);
    expect((await check(`${otherShopId}.${expiry}.${signature}`, otherShopId)).statusCode).toBe(404);
    expect((await check(`${shop}.${Number(expiry) + 3600}.${signature}`)).statusCode).toBe(404);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await check(`${shop}.${expiry}.${flipped}`)).statusCode).toBe(404);
    expect((await check('')).statusCode).toBe(404);
    expect((await check('x'.repeat(201))).statusCode).toBe(400);

    // At its end it opens nothing any more.
    now = new Date(end);
    expect((await check(token)).statusCode).toBe(404);
    now = new Date(end - 1000);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('refuses the link to staff who are not the owner', async () => {
    expect((await previewLink('box_office')).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/en/staff/shop/preview?shop=${shopId}` })).statusCode).toBe(401);
  });

  describe('with the unsaved edits of a setup form (a draft)', () => {
    const identity = {
      site_name_translations: { de: 'Stadtmuseum Lumen', en: 'Lumen City Museum' },
      languages: ['de', 'en'],
      default_language: 'de',
      time_zone: 'Europe/Berlin',
      support_email: '',
    };
    const draftLink = (role: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/en/staff/shop/preview?shop=${shopId}&_=${tokens[role]}`,
        payload,
      });
    const config = async () =>
      (await t.app.inject({ url: `/api/de/shopinfo/config?shop=${shopId}` })).json().data as {
        site_name: string;
        languages: string[];
        has_merchandise: boolean;
      };

    it('shows the shop as the form would make it, while the shop stays as it is', async () => {
      now = testClock();
      const before = await config();
      const answer = await draftLink('owner', {
        identity,
        sections: { ...(await sectionsOf()), has_merchandise: true },
      });
      expect(answer.statusCode).toBe(200);
      const { token, until } = answer.json().data as { token: string; until: string };
      expect(token.split('.')).toHaveLength(4);

      const checked = await check(token);
      expect(checked.statusCode).toBe(200);
      const data = checked.json().data;
      expect(data.until).toBe(until);
      expect(data.config).toMatchObject({
        site_name: 'Stadtmuseum Lumen',
        languages: ['de', 'en'],
        has_merchandise: true,
      });

      // Nothing was saved.
      expect(await config()).toEqual(before);

      // Another shop, or another draft's id under this signature: not a preview.
      const [shop, expiry, draft = '', signature] = token.split('.');
      expect((await check(token, otherShopId)).statusCode).toBe(404);
      const otherDraft = `${draft.slice(0, -1)}${draft.endsWith('0') ? '1' : '0'}`;
      expect((await check(`${shop}.${expiry}.${otherDraft}.${signature}`)).statusCode).toBe(404);
      // Without its draft the signature is not the token's either.
      expect((await check(`${shop}.${expiry}.${signature}`)).statusCode).toBe(404);
    });

    it("ends when the database's clock says so, whatever a process's clock says", async () => {
      now = testClock();
      const { token, until } = (await draftLink('owner', { identity })).json().data as {
        token: string;
        until: string;
      };
      expect((await check(token)).statusCode).toBe(200);
      await setHoldClock(t.db, { at: new Date(Date.parse(until) + 1000) });
      try {
        expect((await check(token)).statusCode).toBe(404);
      } finally {
        await setHoldClock(t.db, { offsetMs: now.getTime() - Date.now() });
      }
    });

    it("refuses edits the form's rule refuses, naming the part's fields, and staff who are not the owner", async () => {
      const refused = await draftLink('owner', {
        identity: { ...identity, site_name_translations: { en: 'Lumen' } },
        display: {
          show_progress_bar: true,
          home_view: 'sections',
          show_header: true,
          show_footer: true,
          main_site_urls: { de: 'http://lumen.example' },
          logo_links_to_main_site: true,
        },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        'identity.site_name_translations.de': ['required'],
        'display.main_site_urls.de': ['not_https'],
      });
      expect((await draftLink('box_office', { identity })).statusCode).toBe(403);
      expect((await draftLink('owner', { identity, theme: 'dark' })).statusCode).toBe(422);
    });
  });

  /** The shop's section flags as the setup shows them. */
  async function sectionsOf() {
    const setup = await t.app.inject({
      url: `/api/en/staff/shop/setup?shop=${shopId}&_=${tokens.owner}`,
    });
    return setup.json().data.sections as Record<string, boolean>;
  }
});
