import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language-codes.ts';
import {
  documentTitle,
  isShopScreen,
  matchPersonalScreen,
  matchShopPage,
  SHOP_PAGE_PATHS,
  type ShopPageName,
  shopPagePath,
} from './shop-pages.ts';

describe('isShopScreen', () => {
  it.each([
    '/',
    '/en/',
    '/de/tickets/1',
    '/tickets/1',
    '/en/checkout',
    '/checkout/',
    '/en/Checkout/Accepted',
    '/EN/merchandise/',
    '/fr/recover/abc',
    '/en/order-review/ab12',
    '/logout',
    '/en/page/imprint',
    '/en/merchandise/caf%C3%A9',
  ])('knows the screen at %s', (path) => {
    expect(isShopScreen(path)).toBe(true);
  });

  it.each([
    '/en/unknown',
    '/xx/tickets',
    '/en/tickets/1/2',
    '/en/checkout/elsewhere',
    '/en/en/checkout',
    '/en/logout',
    '/en/page/%E0%A4%A',
  ])('knows no screen at %s: the app says "not found"', (path) => {
    expect(isShopScreen(path)).toBe(false);
  });
});

describe('matchPersonalScreen', () => {
  it('finds a personal screen below its language, with its parameters', () => {
    expect(matchPersonalScreen('/de/checkout')).toEqual({ name: 'checkout', lang: 'de', params: {} });
    expect(matchPersonalScreen('/EN/Checkout/Accepted/')).toEqual({
      name: 'checkoutAccepted',
      lang: 'en',
      params: {},
    });
    expect(matchPersonalScreen('/fr/recover/a%20b')).toEqual({
      name: 'recover',
      lang: 'fr',
      params: { guid: 'a b' },
    });
  });

  it.each(['/checkout', '/xx/checkout', '/en/tickets/1', '/en/', '/en/checkout/x', '/en/recover/%E0%A4%A'])(
    'finds none at %s',
    (path) => {
      expect(matchPersonalScreen(path)).toBeUndefined();
    },
  );
});

describe('matchShopPage', () => {
  it.each([
    ['/en/', { name: 'home', lang: 'en', params: {} }],
    ['/de', { name: 'home', lang: 'de', params: {} }],
    ['/en/tickets/1', { name: 'ticket', lang: 'en', params: { id: '1' } }],
    ['/de/guided-tours', { name: 'guidedTours', lang: 'de', params: {} }],
    ['/fr/guided-tours/4/', { name: 'guidedTour', lang: 'fr', params: { id: '4' } }],
    ['/en/page/shipping', { name: 'shippingPage', lang: 'en', params: {} }],
    ['/en/page/imprint', { name: 'page', lang: 'en', params: { id: 'imprint' } }],
    ['/en/Merchandise', { name: 'merchandise', lang: 'en', params: {} }],
    ['/en/merchandise/caf%C3%A9', { name: 'merchandiseCategory', lang: 'en', params: { category: 'café' } }],
  ])('finds the shared page at %s', (path, expected) => {
    expect(matchShopPage(path)).toEqual(expected);
  });

  it.each([
    '/',
    '/tickets/1',
    '/xx/tickets',
    '/en/checkout',
    '/en/login',
    '/en/order-review/ab12',
    '/en/tickets/1/2',
    '/en/unknown',
    '/en/page/%E0%A4%A',
  ])('finds no shared page at %s', (path) => {
    expect(matchShopPage(path)).toBeUndefined();
  });

  it('finds every page again at the address it makes, in every language', () => {
    const names = Object.keys(SHOP_PAGE_PATHS) as ShopPageName[];
    fc.assert(
      fc.property(
        fc.constantFrom(...names.filter((name) => name !== 'page' && name !== 'merchandiseCategory')),
        fc.constantFrom(...LANGUAGES),
        fc.stringMatching(/^[a-z0-9]{1,8}$/),
        (name, lang, value) => {
          const params: Record<string, string> = SHOP_PAGE_PATHS[name].includes(':') ? { id: value } : {};
          expect(matchShopPage(shopPagePath(name, lang, params))).toEqual({ name, lang, params });
        },
      ),
    );
  });
});

describe('documentTitle', () => {
  it('joins page title, separator and site name, or shows only the site name', () => {
    expect(documentTitle('Tickets', '-', 'Museum of Light')).toBe('Tickets - Museum of Light');
    expect(documentTitle('Tickets', '|', 'Museum of Light')).toBe('Tickets | Museum of Light');
    expect(documentTitle(undefined, '-', 'Museum of Light')).toBe('Museum of Light');
    expect(documentTitle('', '|', 'Museum of Light')).toBe('Museum of Light');
  });
});
