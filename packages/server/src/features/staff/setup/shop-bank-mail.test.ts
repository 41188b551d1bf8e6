import type { ShopSetup } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test-support/build.ts';
import { createMemberWithLink } from '../auth/auth.service.ts';
import { PASSWORD } from '../staff.test-support.ts';
import { createShop } from './new-shop.ts';

/**
 * Issue 34: the bank printed in the invoice header, and the sender name and reply-to of the shop's
 * e-mails. Each is the owner's, audited with before and after; bad input is a 422 field map and
 * changes nothing.
 */
describe("the invoice's bank and the e-mails' sender", () => {
  let t: TestApp;
  let shopId: number;
  let token: string;

  beforeAll(async () => {
    t = await build({ seed: false });
    shopId = await createShop(t.db, { lang: 'de', siteName: 'Stadtmuseum Lumen' });
    const link = await createMemberWithLink(
      t.db,
      { shopId, email: 'owner@stadtmuseum.example', name: 'Owner', role: 'owner', lang: 'en' },
      t.app.clock(),
    );
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/auth/accept?shop=${shopId}`,
      payload: { token: link.token, password: PASSWORD },
    });
    token = accepted.json().data.token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/en/${path}?shop=${shopId}&_=${token}`,
      ...(payload ? { payload } : {}),
    });
  const setup = async () => (await call('GET', 'staff/shop/setup')).json().data as ShopSetup;
  const visitorConfig = async () =>
    (await t.app.inject({ url: `/api/de/shopinfo/config?shop=${shopId}` })).json().data;
  const auditLog = async () =>
    (await call('GET', 'staff/audit')).json().data.items as Record<string, unknown>[];

  const header = {
    legal_name: 'Stiftung Stadtmuseum Lumen',
    street: 'Lichtweg 1',
    zip: '10117',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE123456789',
    tax_number: '',
    vat_exemption_note: '',
  };

  it('keeps the bank of the invoice header: the IBAN without spaces, the BIC in capitals, audited', async () => {
    const saved = await call('POST', 'staff/shop/invoice', {
      ...header,
      bank_account_holder: '',
      iban: ' de89 3704 0044 0532 0130 00 ',
      bic: 'cobadeffxxx',
      bank_name: 'Commerzbank Berlin',
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json().data as ShopSetup).invoice).toMatchObject({
      bank_account_holder: '',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bank_name: 'Commerzbank Berlin',
    });
    expect((await visitorConfig()).museum_address.bank).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bank_name: 'Commerzbank Berlin',
    });
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      action: 'settings.update',
      subject_id: 'invoice',
      before: { iban: '', bic: '', bank_name: '' },
      after: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Commerzbank Berlin' },
    });
  });

  it('refuses an IBAN with a wrong checksum or length, a BIC of the wrong shape, and a bank without an IBAN', async () => {
    const before = await setup();
    const logged = (await auditLog()).length;
    const refused = [
      // One digit changed: the mod-97 checksum fails.
      [{ iban: 'DE89370400440532013001', bic: 'COBADEFF' }, { iban: ['invalid'] }],
      // A German IBAN has 22 characters.
      [{ iban: 'DE8937040044053201300', bic: '' }, { iban: ['invalid'] }],
      [{ iban: 'DE89370400440532013000', bic: 'COBADEF' }, { bic: ['invalid'] }],
      [{ iban: 'DE89370400440532013000', bic: 'COBA DE FF 12' }, { bic: ['invalid'] }],
      [{ iban: '', bic: 'COBADEFFXXX' }, { iban: ['required'] }],
    ] as const;
    for (const [bank, errors] of refused) {
      const answer = await call('POST', 'staff/shop/invoice', {
        ...header,
        bank_account_holder: 'Förderverein Lumen e. V.',
        bank_name: 'Commerzbank',
        ...bank,
      });
      expect(answer.statusCode, JSON.stringify(bank)).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    }
    expect((await setup()).invoice).toEqual(before.invoice);
    expect(await auditLog()).toHaveLength(logged);
  });

  it('takes the header without a bank, from a client that sends none, and then prints none', async () => {
    await call('POST', 'staff/shop/invoice', header);
    expect((await visitorConfig()).museum_address.bank).toBeUndefined();
    expect((await setup()).invoice).toMatchObject({
      iban: '',
      bic: '',
      bank_name: '',
      bank_account_holder: '',
    });
  });

  it("saves the e-mails' sender name and reply-to, audited with before and after", async () => {
    expect((await setup()).mail).toEqual({ sender_name: '', reply_to: '' });
    const saved = await call('POST', 'staff/shop/mail', {
      sender_name: ' Stadtmuseum Lumen ',
      reply_to: 'besucherservice@stadtmuseum.example',
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json().data as ShopSetup).mail).toEqual({
      sender_name: 'Stadtmuseum Lumen',
      reply_to: 'besucherservice@stadtmuseum.example',
    });
    expect((await visitorConfig()).mail_sender).toEqual({
      name: 'Stadtmuseum Lumen',
      reply_to: 'besucherservice@stadtmuseum.example',
    });
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      action: 'settings.update',
      subject_id: 'mail',
      before: { sender_name: '', reply_to: '' },
      after: { sender_name: 'Stadtmuseum Lumen', reply_to: 'besucherservice@stadtmuseum.example' },
    });
  });

  it('refuses a sender name with a line break or too long, and a reply-to that is no address', async () => {
    const before = await setup();
    const logged = (await auditLog()).length;
    const refused = [
      [{ sender_name: 'Lumen\r\nBcc: all@example.org', reply_to: '' }, { sender_name: ['invalid'] }],
      [{ sender_name: 'Lumen\nShop', reply_to: '' }, { sender_name: ['invalid'] }],
      [{ sender_name: 'L'.repeat(101), reply_to: '' }, { sender_name: ['too_long'] }],
      [{ sender_name: 'Lumen', reply_to: 'besucherservice' }, { reply_to: ['invalid'] }],
      [{ sender_name: 'Lumen', reply_to: 'a@b.example, c@d.example' }, { reply_to: ['invalid'] }],
    ] as const;
    for (const [body, errors] of refused) {
      const answer = await call('POST', 'staff/shop/mail', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    }
    expect((await setup()).mail).toEqual(before.mail);
    expect(await auditLog()).toHaveLength(logged);
    // 100 characters are allowed; both empty remove the setting.
    expect(
      (await call('POST', 'staff/shop/mail', { sender_name: 'L'.repeat(100), reply_to: '' })).statusCode,
    ).toBe(200);
    await call('POST', 'staff/shop/mail', { sender_name: '', reply_to: '' });
    expect((await visitorConfig()).mail_sender).toBeUndefined();
  });
});
