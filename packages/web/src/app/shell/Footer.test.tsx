import type { AppConfig } from '@museum-shop/contract';
import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShopContext } from '../../features/config/shop-context.ts';
import { initI18n } from '../../lib/i18n.ts';
import { Footer } from './Footer.tsx';

const ID = '6f1c2a8e-0d7b-4c55-9a3e-2b1f0c9d8e7a';
/** What the staff app's partner logos and legal links screens store (issue 34). */
const config: AppConfig = {
  ...testShopConfig,
  // Without merchandise: no shipping link.
  has_merchandise: false,
  custom_terms_links: {
    en: {
      imprint: { url: 'https://museum.example/imprint', title: '' },
      terms: { url: 'https://museum.example/terms', title: 'Terms of sale' },
    },
  },
  partner_logos: [
    {
      name: { en: 'Supported by' },
      logos: [
        {
          image: `/media/${ID}/160.webp`,
          url: 'https://city.example/',
          alt: { en: 'City of Lumen' },
          media: {
            id: ID,
            src: `/media/${ID}/160.webp`,
            srcset: `/media/${ID}/160.webp 160w, /media/${ID}/320.webp 320w`,
            srcset_avif: `/media/${ID}/160.avif 160w, /media/${ID}/320.avif 320w`,
            width: 400,
            height: 200,
          },
        },
      ],
    },
  ],
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function renderFooter() {
  return render(
    <MemoryRouter initialEntries={['/en']}>
      <ShopContext value={{ config, lang: 'en' }}>
        <Footer socialLinks={[]} />
      </ShopContext>
    </MemoryRouter>,
  );
}

describe('the footer with what the staff app stores', () => {
  it('shows an uploaded partner logo in its widths, with its size, from /media', () => {
    renderFooter();
    const image = screen.getByRole('img', { name: 'City of Lumen' });
    expect(image.getAttribute('src')).toBe(`/media/${ID}/160.webp`);
    expect(image.getAttribute('srcset')).toBe(`/media/${ID}/160.webp 160w, /media/${ID}/320.webp 320w`);
    expect(image.getAttribute('sizes')).toBe('14rem');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('200');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      `/media/${ID}/160.avif 160w, /media/${ID}/320.avif 320w`,
    );
    expect(image.closest('a')?.getAttribute('href')).toBe('https://city.example/');
    // Below the first screen: loaded as the footer comes near, not on a phone's first paint.
    for (const logo of screen.getAllByRole('img')) expect(logo.getAttribute('loading')).toBe('lazy');
  });

  it('links the custom legal pages, with the standard name where the museum gave no title', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Imprint', 'https://museum.example/imprint'],
      ['Terms of sale', 'https://museum.example/terms'],
      ['Data protection', '/en/page/data_protection'],
      ['Accessibility', '/en/page/accessibility_statement'],
    ]);
  });
});
