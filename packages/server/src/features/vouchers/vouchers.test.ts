import {
  normaliseVoucherCode,
  voucherCodeProblem,
  voucherCodeResponseSchema,
  voucherGroupsResponseSchema,
  voucherListResponseSchema,
  voucherProductResponseSchema,
} from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { voucherCodes } from '../../db/schema/vouchers.ts';
import { DEMO_VOUCHER_CODES } from '../../db/seed/vouchers.ts';
import { fromUtcPlusOne } from '../../lib/dates.ts';
import { appForTests, getJson, itAnswersClearly, textPerLanguage } from '../../test-support/catalog.ts';
import { testClock } from '../../test-support/clock.ts';

describe('voucherCodeProblem', () => {
  const code = {
    validFrom: fromUtcPlusOne('2026-12-01 10:00'),
    validTo: fromUtcPlusOne('2026-12-31 23:59'),
    amount: 5000,
    usedAmount: 0,
  };
  const at = (utc: string) => new Date(utc);

  it.each([
    // Instants in UTC; the boundaries are 09:00 UTC (10:00 UTC+1) and 23:00 UTC (00:00 UTC+1).
    ['the last second before valid_from', '2026-12-01T08:59:59.999Z', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'],
    ['the first second of valid_from', '2026-12-01T09:00:00.000Z', null],
    ['the last second of valid_to', '2026-12-31T22:59:59.999Z', null],
    ['the first second after valid_to', '2026-12-31T23:00:00.000Z', 'VOUCHER_NOW_IS_AFTER_VALID_TO'],
    ['half an hour before valid_from', '2026-12-01T08:30:00.000Z', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'],
  ])('at %s', (_, now, expected) => {
    expect(voucherCodeProblem(code, at(now))).toBe(expected);
  });

  it.each([
    [5000, 4999, null],
    [5000, 5000, 'VOUCHER_NO_AMOUNT_LEFT'],
    [5000, 6000, 'VOUCHER_NO_AMOUNT_LEFT'],
  ])('amount %i used %i → %s', (amount, usedAmount, expected) => {
    expect(voucherCodeProblem({ ...code, amount, usedAmount }, at('2026-12-15T12:00:00Z'))).toBe(expected);
  });

  it('trims the code and ignores case', () => {
    expect(normaliseVoucherCode('  light-25\t')).toBe('LIGHT-25');
  });
});

describe('voucher calls', () => {
  let now = testClock();
  const app = appForTests({ app: { clock: () => now } });

  it('lists vouchers of fixed and free amount, and filters by group', async () => {
    const list = voucherListResponseSchema.parse((await getJson(app(), '/api/en/voucher/select/event/')).body)
      .data.vouchers;
    expect(list.some((voucher) => voucher.variable_amount)).toBe(true);
    expect(list.some((voucher) => !voucher.variable_amount)).toBe(true);
    const groups = voucherGroupsResponseSchema.parse((await getJson(app(), '/api/es/voucher/group')).body)
      .data.group;
    expect(groups.map((group) => group.name)).toEqual(['Vales regalo', 'Experiencias']);
    const experiences = voucherListResponseSchema.parse(
      (await getJson(app(), `/api/en/voucher/select/event?group=${groups[1]?.id}`)).body,
    ).data.vouchers;
    expect(experiences.map((voucher) => voucher.groupId)).toEqual([groups[1]?.id]);
  });

  it('answers one voucher in every language', async () => {
    const names = await textPerLanguage(
      app(),
      (lang) => `/api/${lang}/voucher/selectOne/price/3`,
      (body) => voucherProductResponseSchema.parse(body).data.name,
    );
    expect(names.size).toBe(8);
  });

  it('redeems the valid and the partly used code, trimmed', async () => {
    const valid = await getJson(
      app(),
      `/api/en/voucher?voucher=${encodeURIComponent(`  ${DEMO_VOUCHER_CODES.valid} `)}`,
    );
    expect(valid.status).toBe(200);
    expect(voucherCodeResponseSchema.parse(valid.body).data).toMatchObject({
      barcode: DEMO_VOUCHER_CODES.valid,
      amount: 2500,
      used_amount: 0,
      available_amount: 2500,
    });
    const partly = voucherCodeResponseSchema.parse(
      (await getJson(app(), `/api/de/voucher?voucher=${DEMO_VOUCHER_CODES.partlyUsed.toLowerCase()}`)).body,
    ).data;
    expect(partly).toMatchObject({
      amount: 5000,
      used_amount: 1850,
      available_amount: 3150,
      name: 'Wertgutschein 50 €',
    });
  });

  it.each([
    ['used up', DEMO_VOUCHER_CODES.usedUp, 'VOUCHER_NO_AMOUNT_LEFT'],
    ['expired', DEMO_VOUCHER_CODES.expired, 'VOUCHER_NOW_IS_AFTER_VALID_TO'],
    ['not yet valid', DEMO_VOUCHER_CODES.notYetValid, 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'],
    ['unknown', 'NO-SUCH-CODE', 'VOUCHER_NOT_FOUND'],
  ])('rejects the %s code with 422 and its code', async (_, code, expected) => {
    const response = await getJson(app(), `/api/en/voucher?voucher=${code}`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: expected });
  });

  it('checks validity at the exact minute in UTC+1 with the app clock', async () => {
    await app()
      .db.insert(voucherCodes)
      .values({
        shopId: 1,
        code: 'EDGE',
        name: { en: 'Edge' },
        amount: 1000,
        validFrom: fromUtcPlusOne('2030-03-01 00:00'),
        validTo: fromUtcPlusOne('2030-03-31 23:59'),
      });
    const lookUp = async (utc: string) => {
      now = new Date(utc);
      return (await getJson(app(), '/api/en/voucher?voucher=EDGE')).body;
    };
    expect(await lookUp('2030-02-28T22:59:59Z')).toMatchObject({ code: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM' });
    expect(await lookUp('2030-02-28T23:00:00Z')).toMatchObject({
      data: { valid_from: '2030-03-01 00:00', valid_to: '2030-03-31 23:59' },
    });
    expect(await lookUp('2030-03-31T22:59:59Z')).toMatchObject({ data: { barcode: 'EDGE' } });
    expect(await lookUp('2030-03-31T23:00:00Z')).toMatchObject({ code: 'VOUCHER_NOW_IS_AFTER_VALID_TO' });
    now = testClock();
  });

  itAnswersClearly(app, [
    ['an unknown voucher', '/api/en/voucher/selectOne/price/9999', 404, 'VOUCHER_PRODUCT_NOT_FOUND'],
    ['a voucher id that is no number', '/api/en/voucher/selectOne/price/abc', 400, 'INVALID_REQUEST'],
    ['an empty code', '/api/en/voucher?voucher=%20%20', 400, 'INVALID_REQUEST'],
    ['no code', '/api/en/voucher', 400, 'INVALID_REQUEST'],
    ['a code with a NUL byte', '/api/en/voucher?voucher=LIGHT%0025', 400, 'INVALID_REQUEST'],
    ['a code given twice', '/api/en/voucher?voucher=A&voucher=B', 400, 'INVALID_REQUEST'],
    ['a code too long', `/api/en/voucher?voucher=${'X'.repeat(65)}`, 400, 'INVALID_REQUEST'],
  ]);
});
