import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './ProductCard.tsx';

describe('ProductCard', () => {
  it("fetches the first card's picture first and the others only near the viewport (issue 37)", () => {
    const { container } = render(
      <MemoryRouter>
        {[0, 1, 2].map((index) => (
          <ProductCard
            key={index}
            name={`Mug ${index}`}
            href="/en/product/1"
            image="/mug.webp"
            price="€9.00"
            index={index}
          />
        ))}
      </MemoryRouter>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(
      images.map((image) => [image.getAttribute('fetchpriority'), image.getAttribute('loading')]),
    ).toEqual([
      ['high', null],
      [null, 'lazy'],
      [null, 'lazy'],
    ]);
    for (const image of images) {
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
    }
  });
});
