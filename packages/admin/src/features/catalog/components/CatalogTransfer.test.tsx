import type { CatalogDocument } from '@museum-shop/contract';
import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../../test-support/render.tsx';
import { catalogLists } from '../catalog-fixture.ts';
import { CatalogTransfer } from './CatalogTransfer.tsx';
import { exportFileName } from './transfer-file.ts';

const EXPORT = 'GET staff/catalog/export';
const IMPORT = 'POST staff/catalog/import';

/** A whole catalog as the export writes it: the lists and the setup, nothing sold yet. */
function catalogDocument(): CatalogDocument {
  const { test_mode: _, ...config } = testShopConfig;
  return {
    format: 'museum-shop-catalog',
    version: 1,
    setup: { config, shipping_costs: [], slot_horizon_days: 365 },
    lists: catalogLists(),
    events: [],
    tours: [],
    media: [],
  };
}

/** What the file holds, as far as the browser looks into it: an event and a tour, by name. */
const fileDocument = {
  format: 'museum-shop-catalog',
  version: 1,
  events: [{ status: 'published', document: { name: { en: 'Neon Nights', de: 'Neonnächte' } } }],
  tours: [{ status: 'draft', document: { name: { de: 'Highlights der Sammlung' } } }],
};

// jsdom has no object URLs: the export's Blob is kept here, and the link's click is only recorded.
let blobs: Blob[] = [];
let downloads: string[] = [];
URL.createObjectURL = (blob: Blob) => {
  blobs.push(blob);
  return `blob:catalog-${blobs.length}`;
};
URL.revokeObjectURL = () => undefined;

beforeEach(() => {
  blobs = [];
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderTransfer(
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>,
) {
  const view = await renderWithApi(<CatalogTransfer />, answers);
  await screen.findByRole('region', { name: 'Import' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

const fileInput = () => screen.getByLabelText('File to import') as HTMLInputElement;
const choose = (contents: string, name = 'catalog-2026-11-25.json') =>
  fireEvent.change(fileInput(), {
    target: { files: [new File([contents], name, { type: 'application/json' })] },
  });
const importFile = () => fireEvent.click(screen.getByRole('button', { name: 'Import' }));

describe('exporting the events and tours (issue 35)', () => {
  it('names the file by the day it is downloaded', () => {
    expect(exportFileName(new Date(2027, 0, 5, 23, 59))).toBe('catalog-2027-01-05.json');
    expect(exportFileName(new Date(2026, 10, 25, 0, 0))).toBe('catalog-2026-11-25.json');
  });

  it('asks for the document and downloads it as a JSON file', async () => {
    const document = catalogDocument();
    const { calls } = await renderTransfer({ [EXPORT]: () => ({ body: { data: document } }) });
    const button = screen.getByRole('button', { name: 'Download file' });
    fireEvent.click(button);
    const status = within(screen.getByRole('region', { name: 'Export' })).getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toMatch(/^Downloaded as catalog-\d{4}-\d{2}-\d{2}\.json\.$/),
    );
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/en/staff/catalog/export?shop=1',
    ]);
    expect(downloads).toEqual([exportFileName(new Date())]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(document);
  });

  it('says why the file could not be made', async () => {
    await renderTransfer({
      [EXPORT]: () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download file' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your role may not do this.');
    expect(downloads).toEqual([]);
  });
});

describe('importing a file into an empty shop (issue 35)', () => {
  it('explains where a file may go in, sends the file as it is and shows what came in', async () => {
    const { posts } = await renderTransfer({
      [IMPORT]: () => ({
        body: { data: { events: 3, tours: 1, products: 2, voucher_products: 4, memberships: 2, media: 5 } },
      }),
    });
    expect(screen.getByRole('region', { name: 'Import' }).textContent).toContain(
      'It only goes into a shop without events, tours, shop products, voucher products, membership types, venues, groups or categories',
    );
    expect(fileInput().accept).toContain('application/json');
    choose(JSON.stringify(fileDocument));
    importFile();

    const done = await screen.findByRole('region', { name: 'The import is done' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(done.textContent).toContain(
      'Now in the shop: 3 events, 1 guided tour, 2 shop products, 4 voucher products, 2 membership types and 5 pictures.',
    );
    expect(within(done).getByRole('link', { name: 'Go to the events and tours' }).getAttribute('href')).toBe(
      '/catalog',
    );
    expect(posts().map((call) => call.body)).toEqual([fileDocument]);
  });

  it('lists every problem of a refused file with its path and words, and focuses the list', async () => {
    await renderTransfer({
      [IMPORT]: () => ({
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the marked fields',
          errors: {
            'events.0.document.tickets.0.subtickets': ['family_without_components'],
            'events.0.document.image': ['unknown_media'],
            'tours.0.document.category_id': ['unknown_category'],
            'lists.venues.1.id': ['duplicate_row'],
          },
        },
      }),
    });
    choose(JSON.stringify(fileDocument));
    importFile();

    const summary = await screen.findByRole('region', {
      name: '4 problems in the file: nothing was imported',
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'events.0.document.tickets.0.subtickets (Neon Nights): A family ticket needs at least one sub-ticket.',
      'events.0.document.image (Neon Nights): This picture is neither one of the file’s pictures nor a public address. Export the shop again and import the new file.',
      'tours.0.document.category_id (Highlights der Sammlung): This category is not one of the shop’s. Choose another.',
      'lists.venues.1.id: This row appears twice. Reload the event and try again.',
    ]);
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the messages of a file that is not a catalog document at all', async () => {
    await renderTransfer({
      [IMPORT]: () => ({
        status: 400,
        body: {
          code: 'INVALID_REQUEST',
          message: 'The request is not valid',
          errors: { format: ['Must be museum-shop-catalog'], _: ['Unknown field: orders'] },
        },
      }),
    });
    choose('{"orders": []}', 'orders.json');
    importFile();
    const summary = await screen.findByRole('region', {
      name: '2 problems in the file: nothing was imported',
    });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['format: Must be museum-shop-catalog', 'Unknown field: orders']);
  });

  it('says a shop with events, tours or lists takes no file', async () => {
    await renderTransfer({
      [IMPORT]: () => ({ status: 409, body: { code: 'CATALOG_NOT_EMPTY', message: 'Not empty' } }),
    });
    choose(JSON.stringify(fileDocument));
    importFile();
    const refused = await screen.findByRole('region', { name: 'Nothing was imported' });
    await waitFor(() => expect(document.activeElement).toBe(refused));
    expect(refused.textContent).toContain(
      'This shop already has events, tours, venues, groups or categories, so nothing was imported',
    );
    // The file is not at fault.
    expect(fileInput().getAttribute('aria-invalid')).toBeNull();
  });

  it('sends nothing for a file that is not JSON, or for no file, and says so', async () => {
    const { posts } = await renderTransfer({
      [IMPORT]: () => ({
        body: { data: { events: 0, tours: 0, products: 0, voucher_products: 0, memberships: 0, media: 0 } },
      }),
    });
    importFile();
    const none = await screen.findByRole('region', { name: 'Nothing was imported' });
    expect(none.textContent).toContain('Choose a file first.');

    choose('<html>not a catalog</html>', 'page.html');
    importFile();
    const refused = await screen.findByRole('region', { name: 'Nothing was imported' });
    await waitFor(() =>
      expect(refused.textContent).toContain('This file is not JSON, so it is not an export.'),
    );
    await waitFor(() => expect(document.activeElement).toBe(refused));
    const input = fileInput();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const note = within(refused).getByText(/This file is not JSON/);
    expect(input.getAttribute('aria-describedby')).toContain(note.id);
    expect(posts()).toEqual([]);
  });
});
