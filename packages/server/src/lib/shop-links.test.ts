import { describe, expect, it } from 'vitest';
import { isLoopbackHost, shopLink } from './shop-links.ts';

describe('shopLink (reset links, payment return addresses)', () => {
  const PUBLIC = 'https://shop.museum.example';

  it.each([
    'https://shop.museum.example/en/recover',
    'https://shop.museum.example/de/recover/',
    'https://SHOP.museum.example:443/en/recover',
  ])('with PUBLIC_URL, takes %s on its origin', (backlink) => {
    expect(shopLink(backlink, PUBLIC)?.origin).toBe(PUBLIC);
  });

  it.each([
    'https://evil.example/en/recover',
    'http://shop.museum.example/en/recover',
    'https://shop.museum.example:8443/en/recover',
    'https://shop.museum.example.evil.example/en/recover',
    'https://user:pass@shop.museum.example/en/recover',
    'http://localhost:3000/en/recover',
    'javascript:alert(1)',
    'not a url',
  ])('with PUBLIC_URL, refuses %s', (backlink) => {
    expect(shopLink(backlink, PUBLIC)).toBeUndefined();
  });

  it.each([
    'http://localhost:3000/en/recover',
    'http://127.0.0.1:3210/de/recover',
    'http://[::1]:3000/en/recover',
    'https://localhost/en/recover',
  ])('without PUBLIC_URL, takes %s on this machine', (backlink) => {
    expect(shopLink(backlink, undefined)?.href).toBe(new URL(backlink).href);
  });

  it.each([
    'https://evil.example/en/recover',
    'http://localhost.evil.example/en/recover',
    'http://127.0.0.2/en/recover',
    'http://user@localhost:3000/en/recover',
    'ftp://localhost/en/recover',
    'not a url',
  ])('without PUBLIC_URL, refuses %s', (backlink) => {
    expect(shopLink(backlink, undefined)).toBeUndefined();
  });
});

describe('isLoopbackHost', () => {
  it('tells the loopback addresses from the others', () => {
    expect(['127.0.0.1', 'localhost', '::1'].map(isLoopbackHost)).toEqual([true, true, true]);
    expect(['0.0.0.0', '192.0.2.10', 'shop.museum.example'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
