import type { AppConfig } from '@museum-shop/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptCookies,
  COOKIE_NOTICE_ATTRIBUTE,
  cookieNoticeEnabled,
  cookiesAccepted,
  hideAcceptedCookieNotice,
} from './cookie-notice.ts';
import { legalLinks } from './legal-links.ts';

const base = { custom_terms_links: false } as Pick<AppConfig, 'custom_terms_links'> as AppConfig;

describe('legalLinks', () => {
  it('uses the standard pages when custom_terms_links is false, "false" or "0"', () => {
    for (const value of [false, 'false', '0'] as const) {
      const links = legalLinks({ ...base, custom_terms_links: value }, 'de', true);
      expect(links.map((link) => link.href)).toEqual([
        '/de/page/imprint',
        '/de/page/terms',
        '/de/page/data_protection',
        '/de/page/accessibility_statement',
        '/de/page/shipping',
      ]);
      expect(links.every((link) => !link.external && link.title === undefined)).toBe(true);
    }
  });

  it('leaves out shipping without merchandise', () => {
    expect(legalLinks(base, 'en', false).map((link) => link.page)).not.toContain('shipping');
  });

  it('takes custom links for the language, and the standard page where one is missing', () => {
    const config = {
      ...base,
      custom_terms_links: {
        de: {
          imprint: { url: 'https://museum.example/impressum', title: 'Impressum des Hauses' },
          terms: { url: '/de/page/terms', title: 'Unsere AGB' },
        },
      },
    } as AppConfig;
    const german = legalLinks(config, 'de', false);
    expect(german[0]).toEqual({
      page: 'imprint',
      href: 'https://museum.example/impressum',
      title: 'Impressum des Hauses',
      external: true,
    });
    expect(german[1]).toMatchObject({ href: '/de/page/terms', title: 'Unsere AGB', external: false });
    expect(german[2]).toMatchObject({ href: '/de/page/data_protection', external: false });
    // Another language has no custom links: all standard.
    expect(legalLinks(config, 'fr', false).every((link) => link.href.startsWith('/fr/page/'))).toBe(true);
  });
});

describe('cookie notice', () => {
  afterEach(() => sessionStorage.clear());

  it('shows only for true or the string "true"', () => {
    const cases = [
      [true, true, true],
      ['true', 'true', true],
      ['1', true, false],
      [false, true, false],
      ['false', true, false],
      [true, false, false],
      [true, '0', false],
    ] as const;
    for (const [cookie_disclaimer, showCookieDisclaimer, expected] of cases) {
      expect(
        cookieNoticeEnabled({ cookie_disclaimer, showCookieDisclaimer }),
        `${cookie_disclaimer}/${showCookieDisclaimer}`,
      ).toBe(expected);
    }
  });

  it('keeps the acceptance in session storage as the text true', () => {
    expect(cookiesAccepted()).toBe(false);
    acceptCookies();
    expect(sessionStorage.getItem('cookiesAccepted')).toBe('true');
    expect(cookiesAccepted()).toBe(true);
    sessionStorage.setItem('cookiesAccepted', 'yes');
    expect(cookiesAccepted()).toBe(false);
  });

  it('in the HTML of a rendered page, is hidden at once for a visitor who accepted it in this tab', () => {
    const notice = document.createElement('section');
    notice.setAttribute(COOKIE_NOTICE_ATTRIBUTE, '');
    document.body.append(notice);
    try {
      hideAcceptedCookieNotice();
      expect(getComputedStyle(notice).display).not.toBe('none');
      acceptCookies();
      hideAcceptedCookieNotice();
      expect(getComputedStyle(notice).display).toBe('none');
    } finally {
      notice.remove();
      for (const style of document.head.querySelectorAll('style')) style.remove();
    }
  });
});
