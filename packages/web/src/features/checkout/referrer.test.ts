import { beforeEach, describe, expect, it } from 'vitest';
import {
  PAYMENT_PROVIDER_HOSTS_KEY,
  readReferrer,
  referrerToKeep,
  rememberPaymentProvider,
  rememberReferrer,
} from './referrer.ts';

const shop = (path: string) => new URL(`https://shop.museum.example${path}`);

describe('referrerToKeep (spec §4: the referrer is kept unless it comes from a payment provider)', () => {
  it.each([
    [
      'a search engine',
      'https://search.example/?q=museum',
      shop('/de/'),
      [],
      'https://search.example/?q=museum',
    ],
    [
      'a partner site, to a tour',
      'https://partner.example/x',
      shop('/en/guided-tours/3'),
      [],
      'https://partner.example/x',
    ],
    ['nothing', '', shop('/'), [], null],
    ['something that is no address', 'search.example/?q=museum', shop('/'), [], null],
    ['a page of the shop itself', 'https://shop.museum.example/en/tickets', shop('/en/'), [], null],
    [
      'a provider the checkout sent the visitor to',
      'https://pay.example/session/1',
      shop('/en/'),
      ['pay.example'],
      null,
    ],
    [
      'any site landing on a payment return screen',
      'https://pay.other.example/',
      shop('/de/checkout/accepted'),
      [],
      null,
    ],
    [
      'a return screen without language, case and slash aside',
      'https://p.example/',
      shop('/Checkout/Failed/'),
      [],
      null,
    ],
    ['not a web address', 'javascript:alert(1)', shop('/'), [], null],
    ['garbage', 'not a url', shop('/'), [], null],
  ] as const)('%s', (_, referrer, landing, hosts, expected) => {
    expect(referrerToKeep(referrer, landing, hosts)).toBe(expected);
  });

  it('keeps at most 500 characters', () => {
    const long = `https://search.example/?q=${'a'.repeat(600)}`;
    expect(referrerToKeep(long, shop('/'), [])?.length).toBe(500);
  });

  it('still keeps a referrer landing on the checkout itself (only the return screens are the provider’s)', () => {
    expect(referrerToKeep('https://blog.example/', shop('/en/checkout'), [])).toBe('https://blog.example/');
  });
});

describe('remembering', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the referrer in session storage', () => {
    rememberReferrer('https://search.example/', shop('/en/'));
    expect(readReferrer()).toBe('https://search.example/');
  });

  it('does not take the provider it was sent to for a referrer on the way back', () => {
    rememberPaymentProvider('https://pay.example/checkout?session=abc');
    rememberPaymentProvider('https://pay.example/other');
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_PROVIDER_HOSTS_KEY) ?? '[]')).toEqual(['pay.example']);
    rememberReferrer('https://pay.example/done', shop('/en/'));
    expect(readReferrer()).toBeNull();
  });
});
