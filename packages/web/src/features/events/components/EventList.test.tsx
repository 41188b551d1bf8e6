import type { CatalogPictures, Event } from '@museum-shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CARD_SIZES } from '../../../components/ui/image-sizes.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { eventsQueryOptions } from '../api/get-events.ts';
import { EventList } from './EventList.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('booking');
});
afterEach(cleanup);

const MEDIA = '/media/0b7e3c1a-5d2f-4c8e-9a1b-2c3d4e5f6a7b/160.webp';
const STATIC = '/static/demo/neon.svg';

const event = (id: number, name: string, image: string): Event => ({
  id,
  name,
  description: '',
  image,
  venue: { id: 1, name: 'Main hall' },
  custom_groups: [],
  sequence_no: id,
  sorting_datetime: '2026-01-01 10:00',
  end: '2099-12-31',
  expired: false,
});

function renderList(pictures: CatalogPictures) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(eventsQueryOptions('en').queryKey, {
    events: [event(1, 'Neon Nights', MEDIA), event(2, 'Winter Lights', STATIC)],
    pictures,
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EventList lang="en" eventPath={(id) => `/en/tickets/${id}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li');

describe('the event cards’ pictures (issue 37)', () => {
  it('draws a media picture in AVIF and WebP widths at its size; the first card’s first', () => {
    renderList({
      [MEDIA]: { srcset: '/m/160.webp 160w', srcset_avif: '/m/160.avif 160w', width: 1280, height: 720 },
    });
    const card = cardOf('Neon Nights');
    expect(card?.querySelector('source')?.getAttribute('srcset')).toBe('/m/160.avif 160w');
    const image = card?.querySelector('picture > img');
    expect(image?.getAttribute('srcset')).toBe('/m/160.webp 160w');
    expect(image?.getAttribute('sizes')).toBe(CATALOG_CARD_SIZES);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1280', '720']);
    expect(image?.getAttribute('fetchpriority')).toBe('high');

    const plain = cardOf('Winter Lights');
    expect(plain?.querySelector('picture')).toBeNull();
    const img = plain?.querySelector('img');
    expect(img?.getAttribute('src')).toBe(STATIC);
    expect([img?.getAttribute('width'), img?.getAttribute('loading')]).toEqual(['480', 'lazy']);
  });

  it('draws every picture as its address when the answer has no pictures', () => {
    renderList(undefined);
    expect(document.querySelector('picture')).toBeNull();
    const img = cardOf('Neon Nights')?.querySelector('img');
    expect(img?.getAttribute('src')).toBe(MEDIA);
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });
});
