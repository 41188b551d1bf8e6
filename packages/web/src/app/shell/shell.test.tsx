import type { AppConfig } from '@museum-shop/contract';
import { testCustomer, testShopConfig } from '@museum-shop/contract/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceSessionChange, CUSTOMER_KEY } from '../../features/account/session.ts';
import { announceCartChange, CART_STORAGE_KEY } from '../../features/cart/cart-storage.ts';
import { ShopContext } from '../../features/config/shop-context.ts';
import { initI18n, switchLanguage } from '../../lib/i18n.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

// The shop of the header and footer tests: loose booleans as some back-ends send them, a main site,
// partner logos and a renamed menu entry.
const config: AppConfig = {
  ...testShopConfig,
  extern_museum_main_url: 'https://museum.example',
  cookie_disclaimer: true,
  has_merchandise: 'false',
  has_memcard: '0',
  has_tickets: 'true',
  has_vouchers: '1',
  museum_per_language_urls: { de: 'https://museum.example/de' },
  nav_translations: { en: { tickets: 'Admission' } },
  partner_logos: [
    {
      name: { en: 'Supported by', de: 'Gefördert von' },
      logos: [
        { image: 'partners/city.svg', alt: 'City of Berlin' },
        { image: 'partners/fund.svg', alt: { de: 'Stiftung Licht', en: 'Light Foundation' } },
      ],
    },
  ],
  showCookieDisclaimer: true,
};
const customer = testCustomer;

function renderInShop(ui: React.ReactNode, shopConfig: AppConfig = config, path = '/en/tickets?venue=2') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShopContext value={{ config: shopConfig, lang: 'en' }}>{ui}</ShopContext>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('Header', () => {
  it('links the sections the flags switch on, with the museum’s own labels', () => {
    renderInShop(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Admission', '/en/tickets'],
      ['Guided tours', '/en/guided-tours'],
      ['Vouchers', '/en/vouchers'],
    ]);
  });

  it('offers the configured languages only when there is more than one, as links to the same screen', () => {
    renderInShop(<Header />);
    const button = screen.getByRole('button', { name: /^Language:\s*English$/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]),
    ).toEqual([
      ['English', '/en/tickets?venue=2', 'en'],
      ['Deutsch', '/de/tickets?venue=2', 'de'],
    ]);
    cleanup();
    renderInShop(<Header />, { ...config, languages: ['en'] });
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('shows login and register with returnTo only when registration is on', () => {
    renderInShop(<Header />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    cleanup();
    renderInShop(<Header />, { ...config, user_registration: 'true' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/login?returnTo=%2Fen%2Ftickets%3Fvenue%3D2',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/en/register?returnTo=%2Fen%2Ftickets%3Fvenue%3D2',
    );
  });

  it('shows a signed-in customer’s name with settings and logout, and no login link', () => {
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify(customer));
    renderInShop(<Header />, { ...config, user_registration: true });
    const button = screen.getByRole('button', { name: /Ada Lovelace/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/en/settings');
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe(
      '/logout?returnTo=%2Fen%2Ftickets%3Fvenue%3D2',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('treats a guest like a visitor: login links, no user menu', () => {
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify({ ...customer, isGuest: true }));
    renderInShop(<Header />, { ...config, user_registration: true });
    expect(screen.queryByRole('button', { name: /Ada Lovelace/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('counts the cart lines in the basket link and follows changes', () => {
    renderInShop(<Header />);
    expect(screen.getByRole('link', { name: 'Basket, 0 items' }).getAttribute('href')).toBe('/en/checkout');
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{}, {}] }));
    act(() => announceCartChange());
    expect(screen.getByRole('link', { name: 'Basket, 2 items' })).toBeTruthy();
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{}] }));
    act(() => announceCartChange());
    expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeTruthy();
  });

  it('links the brand to the museum’s main site in a new tab when configured, else to the shop home', () => {
    renderInShop(<Header />);
    expect(screen.getByRole('link', { name: 'Museum of Light' }).getAttribute('href')).toBe('/en/');
    cleanup();
    renderInShop(<Header />, { ...config, logo_links_to_main_site: 'true' });
    const brand = screen.getByRole('link', { name: /^Museum of Light\s*\(opens in a new tab\)$/ });
    expect(brand.getAttribute('href')).toBe('https://museum.example');
    expect(brand.getAttribute('target')).toBe('_blank');
  });

  it('shows an uploaded logo in AVIF or WebP at the widths the screen needs, beside the name', () => {
    const image = {
      id: 'logo',
      src: '/media/logo/160.webp',
      srcset: '/media/logo/160.webp 160w, /media/logo/320.webp 320w',
      srcset_avif: '/media/logo/160.avif 160w, /media/logo/320.avif 320w',
      width: 320,
      height: 120,
    };
    const { container } = renderInShop(<Header />, {
      ...config,
      theme: { ...config.theme, logo_image: image },
    });
    const logo = container.querySelector('picture img');
    expect(logo?.getAttribute('srcset')).toBe(image.srcset);
    expect(logo?.getAttribute('width')).toBe('320');
    expect(logo?.getAttribute('alt')).toBe('');
    expect(container.querySelector('picture source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      image.srcset_avif,
    );
  });

  it('hears a login in the same tab', () => {
    renderInShop(<Header />, { ...config, user_registration: true });
    expect(screen.queryByRole('button', { name: /Ada Lovelace/ })).toBeNull();
    sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify(customer));
    act(() => announceSessionChange());
    expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toBeTruthy();
  });
});

describe('Header measuring', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });

  it('collapses the menu when it does not fit, re-measuring on resize at most every 500 ms (spec §9)', () => {
    vi.useFakeTimers();
    let room = 2000;
    // The menu's natural width is read once per measurement.
    const measurements = vi.fn(() => 600);
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: measurements });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => room });
    renderInShop(<Header />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    measurements.mockClear();
    room = 300;
    act(() => {
      for (let i = 0; i < 10; i++) window.dispatchEvent(new Event('resize'));
    });
    expect(measurements).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    room = 2000;
    act(() => {
      window.dispatchEvent(new Event('orientationchange'));
      vi.advanceTimersByTime(498);
    });
    expect(measurements).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2));
    expect(measurements).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('takes its first measurement from the browser’s own layout, starting collapsed on a phone', () => {
    let notify = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const measurements = vi.fn(() => 200);
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: measurements });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      renderInShop(<Header />);
      // No layout is read while the header renders (it would force one), and there is no second render.
      expect(measurements).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
      // The watcher's first notification, after the browser's layout: here the menu fits after all.
      act(() => notify());
      expect(measurements).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    } finally {
      window.innerWidth = width;
      vi.unstubAllGlobals();
    }
  });
});

describe('Footer', () => {
  it('has the legal links (no shipping without merchandise), social links, partners and the copyright year', () => {
    renderInShop(
      <Footer
        socialLinks={[
          { name: 'YouTube', link: 'https://yt.example', sequence_no: 2 },
          { name: 'Instagram', link: 'https://ig.example', sequence_no: 1 },
        ]}
      />,
    );
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Imprint', 'Terms and conditions', 'Data protection', 'Accessibility']);
    const social = screen.getByRole('navigation', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://ig.example', 'https://yt.example']);
    expect(social.querySelectorAll('svg')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Supported by' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'City of Berlin' }).getAttribute('src')).toBe(
      '/static/partners/city.svg',
    );
    // An alt text per language: the visitor's one.
    expect(screen.getByRole('img', { name: 'Light Foundation' }).getAttribute('src')).toBe(
      '/static/partners/fund.svg',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Museum of Light`)).toBeTruthy();
  });
});

describe('customer text sets', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('replace standard texts for their language and fall back to the standard ones', async () => {
    await switchLanguage(i18next, 'de', {
      de: { 'nav.tickets': 'Eintritt', 'home.intro': 'Willkommen im Haus.' },
    });
    expect(i18next.t('nav.tickets')).toBe('Eintritt');
    expect(i18next.t('home.intro')).toBe('Willkommen im Haus.');
    // Not overridden: the standard German text.
    expect(i18next.t('nav.vouchers')).toBe('Gutscheine');
    await switchLanguage(i18next, 'en', { de: { 'nav.tickets': 'Eintritt' } });
    expect(i18next.t('nav.tickets')).toBe('Tickets');
  });

  it("reach a feature's texts too, once its file is loaded (issue 34: a museum's own section intros)", async () => {
    await switchLanguage(i18next, 'fr', {
      fr: { 'shop:vouchers.intro': 'Offrez une soirée au musée.' },
      de: { 'shop:vouchers.intro': 'Nicht in dieser Sprache.' },
    });
    // The shop's namespace is loaded with its screen, not before; the museum's text then wins.
    expect(i18next.hasResourceBundle('fr', 'shop')).toBe(false);
    await i18next.loadNamespaces('shop');
    await vi.waitFor(() => expect(i18next.t('shop:vouchers.intro')).toBe('Offrez une soirée au musée.'));
    // Its neighbours keep the standard texts.
    expect(i18next.t('shop:vouchers.all')).toBe('Tous les bons');
  });
});
