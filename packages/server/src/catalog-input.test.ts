import { ERROR_CODES } from '@museum-shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './test-support/build.ts';

/** Odd values for every id, date and range of the catalog calls: each answer is a 2xx or a coded 4xx. */
const ids = [
  '0',
  '-0',
  '1e3',
  '0x10',
  ' 1',
  '%00',
  '2147483647',
  '2147483648',
  'NaN',
  'Infinity',
  '1.5',
  '٣',
];
const dates = [
  '9999-12-31',
  '0000-01-01',
  '2026-1-01',
  '2026-00-10',
  '2026-12-32',
  '+02026-01-01',
  '2026-12-01%00',
];
const ranges = [
  '99991231;99991231',
  '00000101;00000102',
  '20261201;',
  ';20261201',
  '20261201;20261201;20261202',
  '2026120a;20261231',
  '%00;%00',
];
const urls = [
  ...ids.flatMap((id) => [
    `/api/en/tour?tour=${id}`,
    `/api/en/tour/lifetime/tour/${id}`,
    `/api/en/ticket/collect/event/${id}`,
    `/api/en/ticket/lifetime?event=${id}`,
    `/api/en/merchandise?article=${id}`,
    `/api/en/voucher/selectOne/price/${id}`,
    `/api/en/merchandise/select?product_kind=${id}`,
    `/api/en/merchandise/attr?product_kind=${id}`,
    `/api/en/merchandise/select?category=${id}`,
    `/api/en/voucher/select/event?group=${id}`,
    `/api/en/event/select?shop=${id}`,
  ]),
  ...dates.flatMap((date) => [
    `/api/en/tour?tour=1&date=${date}`,
    `/api/en/tour/overview?date=${date}&lookahead=31`,
    `/api/en/ticket/collect/event/1/date/${date}`,
    `/api/en/tour/soldoutTimeslots/tour/1/date/${date}`,
  ]),
  ...ranges.flatMap((range) => [
    `/api/en/tour/calendar/tour/1/range/${range}`,
    `/api/en/tour/soldout/tour/1/range/${range}`,
    `/api/en/ticket/calendar/event/1/range/${range}?deep=1`,
  ]),
  '/api/en/voucher?voucher=%00',
  '/api/en/voucher?voucher=%27%20OR%201=1--',
  '/api/en/voucher?voucher[]=a',
  '/api/en/tour?tour=1&tour=2',
  '/api/en/tour/overview?date=2026-12-01&lookahead=-1',
];

describe('catalog calls with malformed input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it.each(urls)('%s answers without a 5xx', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) expect(ERROR_CODES).toContain(response.json().code);
  });
});
