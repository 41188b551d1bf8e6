import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_SOURCE_URL_LENGTH,
  PAYMENT_SESSION_KEY,
  paymentCallId,
  paymentSessionId,
  paymentSessionQuery,
  sourceUrl,
} from './payment-session.ts';

const ID = /^[A-Za-z0-9]{12}$/;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** The module as a newly loaded page has it. */
async function freshModule() {
  vi.resetModules();
  return import('./payment-session.ts');
}

describe('paymentCallId (us: spec §9, 12 random alphanumeric characters per call)', () => {
  it('is 12 characters of A–Z, a–z and 0–9, new on every call', () => {
    const ids = Array.from({ length: 200 }, paymentCallId);
    for (const id of ids) expect(id).toMatch(ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('comes from crypto.getRandomValues and uses the whole alphabet, drawing again above 247', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    // 248–255 would favour the first 8 characters if taken modulo 62: they are skipped.
    random.mockImplementationOnce((array) => {
      (array as Uint8Array).set([255, 248, 0, 25, 26, 51, 52, 61, 62, 87, 88, 113, 247, 1]);
      return array;
    });
    expect(paymentCallId()).toBe('AZaz09AZaz9B');
    expect(random).toHaveBeenCalledTimes(1);
    const seen = new Set(Array.from({ length: 300 }, paymentCallId).join(''));
    expect(seen.size).toBe(62);
  });
});

describe('paymentSessionId (sessionUs: one 12-character id per browser session)', () => {
  it('is made when missing, kept in session storage and the same on every call', () => {
    const id = paymentSessionId();
    expect(id).toMatch(ID);
    expect(sessionStorage.getItem(PAYMENT_SESSION_KEY)).toBe(id);
    expect(paymentSessionId()).toBe(id);
    expect(paymentSessionQuery('https://shop.example/').sessionUs).toBe(id);
  });

  it('survives a reload of the tab: the stored id is taken, a malformed one is replaced', async () => {
    sessionStorage.setItem(PAYMENT_SESSION_KEY, 'Ab3dEf6hIj9L');
    const reloaded = await freshModule();
    expect(reloaded.paymentSessionId()).toBe('Ab3dEf6hIj9L');
    sessionStorage.setItem(PAYMENT_SESSION_KEY, 'not an id!');
    const fresh = reloaded.paymentSessionId();
    expect(fresh).toMatch(ID);
    expect(sessionStorage.getItem(PAYMENT_SESSION_KEY)).toBe(fresh);
  });

  it('still gives one id for the page when session storage throws', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const read = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    const write = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const { paymentSessionId: blockedSessionId } = await freshModule();
    const id = blockedSessionId();
    expect(id).toMatch(ID);
    expect(blockedSessionId()).toBe(id);
    expect(read).toHaveBeenCalled();
    expect(write).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('paymentSessionQuery (execPayment: us, sessionUs, srcURL)', () => {
  it('names a new call id, the session id and the return address', () => {
    const href = 'https://shop.example/en/checkout/accepted?cartId=c1&session_id=cs_1';
    const first = paymentSessionQuery(href);
    const second = paymentSessionQuery(href);
    expect(first).toEqual({
      us: expect.stringMatching(ID),
      sessionUs: expect.stringMatching(ID),
      srcURL: href,
    });
    expect(second.us).not.toBe(first.us);
    expect(second.sessionUs).toBe(first.sessionUs);
  });

  it('keeps srcURL within the contract’s 2000 characters', () => {
    const long = `https://shop.example/en/checkout/accepted?x=${'a'.repeat(MAX_SOURCE_URL_LENGTH)}`;
    expect(sourceUrl(long)).toBe('https://shop.example/en/checkout/accepted');
    expect(sourceUrl(`https://shop.example/${'a'.repeat(MAX_SOURCE_URL_LENGTH)}`)).toBeUndefined();
    expect(
      paymentSessionQuery(`https://shop.example/${'a'.repeat(MAX_SOURCE_URL_LENGTH)}`),
    ).not.toHaveProperty('srcURL');
  });
});
