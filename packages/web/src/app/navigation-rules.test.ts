import { describe, expect, it } from 'vitest';
import {
  isRootPath,
  logoutPath,
  nextLastVisited,
  nextLoginRedirect,
  rewriteLanguage,
  safeReturnTo,
  unauthorizedRedirect,
  withReturnTo,
} from './navigation-rules.ts';
import { ROUTES, routePath } from './route-table.ts';

describe('rewriteLanguage', () => {
  it.each([
    ['/en/tickets/5', 'de', '/de/tickets/5'],
    ['/EN/tickets/', 'fr', '/fr/tickets/'],
    ['/en', 'sv', '/sv'],
    ['/', 'da', '/da/'],
    ['/tickets', 'it', '/it/tickets'],
    ['/english-breakfast', 'nl', '/nl/english-breakfast'],
  ] as const)('%s in %s is %s', (path, lang, expected) => {
    expect(rewriteLanguage(path, lang)).toBe(expected);
  });
});

describe('returnTo', () => {
  it('adds the current path as returnTo to auth and logout links', () => {
    expect(withReturnTo('/en/login', '/en/tickets?venue=2')).toBe(
      '/en/login?returnTo=%2Fen%2Ftickets%3Fvenue%3D2',
    );
    expect(logoutPath('/de/settings')).toBe('/logout?returnTo=%2Fde%2Fsettings');
  });

  it('follows only paths of this shop', () => {
    expect(safeReturnTo('/de/checkout')).toBe('/de/checkout');
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'de/checkout',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnTo(value), String(value)).toBeNull();
    }
  });
});

describe('unauthorizedRedirect', () => {
  it('sends to login with fromUnauthorized=true and the way back, unless already on login', () => {
    expect(unauthorizedRedirect('de', 'settings', '/de/settings')).toBe(
      '/de/login?fromUnauthorized=true&returnTo=%2Fde%2Fsettings',
    );
    expect(unauthorizedRedirect('de', 'login', '/de/login')).toBeNull();
  });
});

describe('nextLoginRedirect', () => {
  it('stores the checkout route when checkout is left for an auth screen', () => {
    for (const next of [
      'login',
      'register',
      'registerSuccess',
      'registerGuest',
      'forgotPassword',
      'recover',
      'forgotPasswordSuccess',
      'recoverPasswordSuccess',
    ] as const) {
      expect(nextLoginRedirect('checkout', next, null, 'en'), next).toBe('/en/checkout');
    }
  });

  it('keeps it between auth screens and clears it on any other screen', () => {
    expect(nextLoginRedirect('login', 'forgotPassword', '/en/checkout', 'en')).toBe('/en/checkout');
    expect(nextLoginRedirect('login', 'tickets', '/en/checkout', 'en')).toBeNull();
    expect(nextLoginRedirect('login', 'settings', '/en/checkout', 'en')).toBeNull();
    expect(nextLoginRedirect('checkout', 'home', '/en/checkout', 'en')).toBeNull();
  });

  it('does not store anything when an auth screen is reached from elsewhere', () => {
    expect(nextLoginRedirect('tickets', 'login', null, 'en')).toBeNull();
  });
});

describe('last visited URL', () => {
  it('remembers the previous path unless it was a root', () => {
    expect(nextLastVisited('/en/tickets', null)).toBe('/en/tickets');
    expect(nextLastVisited('/en/', '/en/tickets')).toBe('/en/tickets');
    expect(nextLastVisited('/', '/de/page/imprint')).toBe('/de/page/imprint');
    expect(nextLastVisited(undefined, null)).toBeNull();
    expect(isRootPath('/DE')).toBe(true);
    expect(isRootPath('/de/x')).toBe(false);
  });
});

describe('routePath', () => {
  it('builds the named routes the spec lists, with their parameters', () => {
    expect(routePath('login', 'de')).toBe('/de/login');
    expect(routePath('home', 'fr')).toBe('/fr/');
    expect(routePath('checkoutFailed', 'en')).toBe('/en/checkout/failed');
    expect(routePath('checkoutAccepted', 'en')).toBe('/en/checkout/accepted');
    expect(routePath('checkoutSuccess', 'sv')).toBe('/sv/checkout/success');
    expect(routePath('forgotPasswordSuccess', 'da')).toBe('/da/password-reset-success');
    expect(routePath('recoverPasswordSuccess', 'nl')).toBe('/nl/recover-success');
    expect(routePath('recover', 'it', { guid: 'a b' })).toBe('/it/recover/a%20b');
  });

  it('covers every route of the spec table', () => {
    expect(Object.values(ROUTES).map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '',
        'merchandise',
        'merchandise/:category',
        'passes',
        'passes/:id',
        'vouchers',
        'vouchers/:id',
        'tickets',
        'tickets/:id',
        'guided-tours',
        'guided-tours/:id',
        'login',
        'register',
        'register/success',
        'register-guest',
        'forgot-password',
        'recover/:guid',
        'password-reset-success',
        'recover-success',
        'settings',
        'order-review/:id',
        'product/:id',
        'checkout',
        'checkout/accepted',
        'checkout/canceled',
        'checkout/success',
        'checkout/failed',
        'page/shipping',
        'page/:id',
        '*',
      ]),
    );
  });
});
