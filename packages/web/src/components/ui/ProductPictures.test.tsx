import type { CatalogPictures } from '@museum-shop/contract';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_CARD_SIZES, PRODUCT_DETAIL_SIZES } from './image-sizes.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductDetail } from './ProductDetail.tsx';

afterEach(cleanup);

const MEDIA = '/media/0b7e3c1a-5d2f-4c8e-9a1b-2c3d4e5f6a7b/160.webp';
const STATIC = '/static/demo/mug.svg';
const pictures: CatalogPictures = {
  [MEDIA]: {
    srcset: '/media/x/160.webp 160w, /media/x/320.webp 320w',
    srcset_avif: '/media/x/160.avif 160w, /media/x/320.avif 320w',
    width: 400,
    height: 250,
  },
};

describe('product pictures (issue 37)', () => {
  it('draws a card’s media picture in AVIF and WebP widths at its size, a static one as before', () => {
    const { container } = render(
      <MemoryRouter>
        {[MEDIA, STATIC].map((image, index) => (
          <ProductCard
            key={image}
            name={`Mug ${index}`}
            href="/en/product/1"
            image={image}
            pictures={pictures}
            price="€9.00"
            index={index}
          />
        ))}
      </MemoryRouter>,
    );
    const [responsive, plain] = [...container.querySelectorAll('article')];
    const source = responsive?.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(pictures[MEDIA]?.srcset_avif);
    expect(source?.getAttribute('sizes')).toBe(PRODUCT_CARD_SIZES);
    const image = responsive?.querySelector('picture > img');
    expect(image?.getAttribute('src')).toBe(MEDIA);
    expect(image?.getAttribute('srcset')).toBe(pictures[MEDIA]?.srcset);
    expect(image?.getAttribute('sizes')).toBe(PRODUCT_CARD_SIZES);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['400', '250']);
    expect([image?.getAttribute('fetchpriority'), image?.getAttribute('alt')]).toEqual(['high', '']);

    expect(plain?.querySelector('picture')).toBeNull();
    const img = plain?.querySelector('img');
    expect(img?.getAttribute('src')).toBe(STATIC);
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect([img?.getAttribute('loading'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
      'lazy',
      '400',
      '300',
    ]);
  });

  it('draws a card exactly as before when the answer has no pictures', () => {
    const { container } = render(
      <MemoryRouter>
        <ProductCard name="Mug" href="/en/product/1" image={MEDIA} price="€9.00" index={1} />
      </MemoryRouter>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(MEDIA);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('draws the product screen’s media picture first, with its alt text', () => {
    const { container } = render(
      <ProductDetail name="Mug" image={MEDIA} pictures={pictures} imageAlt="A red mug" summary={null}>
        {null}
      </ProductDetail>,
    );
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe(PRODUCT_DETAIL_SIZES);
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('srcset')).toBe(pictures[MEDIA]?.srcset);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('alt')).toBe('A red mug');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['400', '250']);
  });

  it('draws a static product picture as before', () => {
    const { container } = render(
      <ProductDetail name="Mug" image={STATIC} pictures={pictures} summary={null}>
        {null}
      </ProductDetail>,
    );
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(STATIC);
    expect(image?.getAttribute('alt')).toBe('Mug');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.hasAttribute('srcset')).toBe(false);
  });
});
