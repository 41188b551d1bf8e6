import type { CatalogPictures, TourSummary } from '@museum-shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CARD_SIZES } from '../../../components/ui/image-sizes.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { tourAttributesQueryOptions } from '../api/get-tour-attributes.ts';
import { tourOverviewQueryOptions } from '../api/get-tour-overview.ts';
import { toursQueryOptions } from '../api/get-tours.ts';
import { TourList } from './TourList.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('booking');
});
afterEach(cleanup);

const TODAY = '2026-03-02';
const MEDIA = '/media/0b7e3c1a-5d2f-4c8e-9a1b-2c3d4e5f6a7b/160.webp';
const STATIC = '/static/demo/tour.svg';

const tour = (id: number, name: string, image: string) =>
  ({
    id,
    name,
    eventName: 'The museum',
    description: '',
    image,
    duration: 60,
    max_participants: 20,
    single_ticketing: 1,
    book_complete_tour: 0,
    booking_without_tickets: 0,
    langIdentifier: 'en',
    langName: 'English',
    museumId: 1,
    venue: { id: 1, name: 'Main hall' },
    category: { id: 1, name: 'Highlights' },
    custom_groups: [],
    priceList: [],
  }) satisfies TourSummary;

function renderList(pictures: CatalogPictures) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(toursQueryOptions('en').queryKey, {
    tours: [tour(1, 'Highlights tour', MEDIA), tour(2, 'Night walk', STATIC)],
    pictures,
  });
  client.setQueryData(tourAttributesQueryOptions('en').queryKey, {
    category: [{ id: 1, name: 'Highlights' }],
    languages: [{ identifier: 'en', name: 'English' }],
    venues: [{ id: 1, name: 'Main hall' }],
  });
  client.setQueryData(tourOverviewQueryOptions('en', TODAY).queryKey, { [TODAY]: [1, 2] });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TourList lang="en" museumTourLanguage="en" tourPath={(id) => `/en/tours/${id}`} today={TODAY} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li');

describe('the tour cards’ pictures (issue 37)', () => {
  it('draws a media picture in AVIF and WebP widths at its size, a static one as before', () => {
    renderList({
      [MEDIA]: { srcset: '/m/160.webp 160w', srcset_avif: '/m/160.avif 160w', width: 960, height: 640 },
    });
    const card = cardOf('Highlights tour');
    expect(card?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
    const image = card?.querySelector('picture > img');
    expect(image?.getAttribute('srcset')).toBe('/m/160.webp 160w');
    expect(image?.getAttribute('sizes')).toBe(CATALOG_CARD_SIZES);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['960', '640']);
    expect(image?.getAttribute('fetchpriority')).toBe('high');

    const plain = cardOf('Night walk');
    expect(plain?.querySelector('picture')).toBeNull();
    expect(plain?.querySelector('img')?.getAttribute('src')).toBe(STATIC);
    expect(plain?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('draws the address alone when the answer has no pictures', () => {
    renderList(undefined);
    expect(document.querySelector('picture')).toBeNull();
    expect(cardOf('Highlights tour')?.querySelector('img')?.getAttribute('src')).toBe(MEDIA);
  });
});
