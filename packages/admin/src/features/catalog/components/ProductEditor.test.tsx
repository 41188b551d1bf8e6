import type { Language, ProductDocument, StaffProduct, StockChange } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../../test-support/render.tsx';
import { EditProductScreen, NewProductScreen } from './ProductEditorScreen.tsx';

afterEach(cleanup);

const LIST = 'GET staff/catalog/products';
const NAMES: Record<string, string> = { en: 'English', de: 'German' };
const languageName = (lang: Language) => NAMES[lang] ?? lang;
const LANGUAGES: Language[] = ['en', 'de'];
const choices = () => ({
  custom_groups: [
    { id: 3, name: { en: 'Books', de: 'Bücher' } },
    { id: 4, name: { en: 'Posters', de: 'Poster' } },
  ],
  vat_rates: [7, 19],
});
const list = () => ({ body: { data: { products: [], choices: choices() } } });

const book = (change: Partial<ProductDocument> = {}): ProductDocument => ({
  name: { en: 'Rainbows', de: 'Regenbögen' },
  description: { en: 'Experiments with light.' },
  product_kind: 1,
  custom_group_ids: [3],
  images: ['/static/demo/rainbow-book.svg'],
  price: 14_90,
  vat_value: 7,
  weight: 400,
  sequence_no: 2,
  ...change,
});

const staffProduct = (change: Partial<StaffProduct> = {}): StaffProduct => ({
  id: 21,
  status: 'published',
  document: book(),
  stock: 10,
  taken: 4,
  left: 6,
  history: [
    {
      id: 1,
      changed_at: '2026-11-20T09:00:00.000Z',
      staff: { name: 'Olga Owner', email: 'owner@museum.example' },
      before: 0,
      after: 10,
      reason: 'received',
      note: 'Delivery 42',
    },
  ],
  ...change,
});

type Answers = Record<string, (call: RecordedCall) => { status?: number; body: unknown }>;

async function renderNew(answers: Answers) {
  const view = await renderWithApi(
    <Routes>
      <Route
        path="/catalog/products/new"
        element={<NewProductScreen languages={LANGUAGES} languageName={languageName} />}
      />
      <Route path="/catalog/products/:id" element={<p>Opened the saved product</p>} />
    </Routes>,
    { [LIST]: list, ...answers },
    { route: '/catalog/products/new' },
  );
  await screen.findByRole('region', { name: 'About the product' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

async function renderSaved(product: StaffProduct, answers: Answers = {}) {
  const view = await renderWithApi(
    <EditProductScreen id={product.id} languages={LANGUAGES} languageName={languageName} />,
    {
      [LIST]: list,
      [`GET staff/catalog/products/${product.id}`]: () => ({ body: { data: product } }),
      ...answers,
    },
    { route: `/catalog/products/${product.id}` },
  );
  await screen.findByRole('region', { name: 'About the product' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

const details = () => screen.getByRole('region', { name: 'About the product' });
const sale = () => screen.getByRole('region', { name: 'Price and shipping' });
const type = (into: HTMLElement, value: string) => fireEvent.change(into, { target: { value } });
const announced = () => screen.getByTestId('announcer').textContent;

describe('ProductEditor', () => {
  it('creates a product from what was typed, prices in cents, then opens it', async () => {
    let sent: unknown;
    const { posts } = await renderNew({
      'POST staff/catalog/products': ({ body }) => {
        sent = body;
        return {
          body: { data: staffProduct({ id: 30, status: 'draft', document: body as ProductDocument }) },
        };
      },
    });
    type(within(details()).getByRole('textbox', { name: 'Name in English' }), ' Poster “Prism” ');
    type(within(details()).getByRole('textbox', { name: 'Description in English' }), '50 × 70 cm');
    fireEvent.click(within(details()).getByRole('checkbox', { name: 'Posters' }));
    type(within(sale()).getByRole('textbox', { name: 'Price' }), '19,50');
    fireEvent.change(within(sale()).getByRole('combobox', { name: 'VAT' }), { target: { value: '19' } });
    type(within(sale()).getByRole('textbox', { name: 'Weight in grams' }), '300');
    type(within(sale()).getByRole('textbox', { name: 'Sequence number' }), '5');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    await screen.findByText('Opened the saved product');
    expect(posts()).toHaveLength(1);
    expect(sent).toEqual({
      name: { en: 'Poster “Prism”' },
      description: { en: '50 × 70 cm' },
      product_kind: 1,
      custom_group_ids: [4],
      images: [],
      price: 19_50,
      vat_value: 19,
      weight: 300,
      sequence_no: 5,
    } satisfies ProductDocument);
    await waitFor(() => expect(announced()).toBe('Draft created'));
  });

  it('names every problem at its field, focuses the summary and sends nothing', async () => {
    const { posts } = await renderNew({});
    type(within(details()).getByRole('textbox', { name: 'Name in German' }), 'Plakat');
    type(within(sale()).getByRole('textbox', { name: 'Price' }), 'twelve');
    type(within(sale()).getByRole('textbox', { name: 'Weight in grams' }), '-3');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    const summary = await screen.findByRole('region', {
      name: '3 problems keep the product from being saved',
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Name in English: Please fill this in.',
      'Price: Enter an amount in euros from 0 to €100,000.00, for example 12,50.',
      'Weight in grams: Enter a whole number of grams, 0 or more.',
    ]);
    const name = within(details()).getByRole('textbox', { name: 'Name in English' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
    fireEvent.click(within(summary).getAllByRole('link')[0] as HTMLElement);
    expect(document.activeElement).toBe(name);
  });

  it("puts the server's 422 at its fields and keeps what was typed", async () => {
    await renderSaved(staffProduct(), {
      'POST staff/catalog/products/21': () => ({
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the marked fields',
          errors: { 'images.0': ['unknown_media'] },
        },
      }),
    });
    type(within(sale()).getByRole('textbox', { name: 'Price' }), '15,00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('region', {
      name: '1 problem keeps the product from being saved',
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link').textContent).toMatch(/^Pictures: /);
    expect((within(sale()).getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('15,00');
  });

  it('shows the stock and its history, and changes the stock with a reason in a dialog', async () => {
    let sent: StockChange | undefined;
    await renderSaved(staffProduct(), {
      'POST staff/catalog/products/21/stock': ({ body }) => {
        sent = body as StockChange;
        return { body: { data: staffProduct({ stock: 30, left: 26 }) } };
      },
    });
    const status = screen.getByRole('region', { name: 'Status and stock' });
    expect(status.textContent).toContain('In stock: 10 pieces; sold or held: 4; left to buy: 6.');
    const history = screen.getByRole('region', { name: 'Stock history' });
    expect(within(history).getByRole('row', { name: /Olga Owner/ }).textContent).toContain(
      'Goods received: Delivery 42',
    );

    fireEvent.click(within(status).getByRole('button', { name: 'Change the stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the stock' });
    // Below what is sold or held: refused before anything is sent, at the amount's field.
    type(within(dialog).getByRole('textbox', { name: /Pieces to add/ }), '-7');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), {
      target: { value: 'damaged' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the stock' }));
    expect(
      await within(dialog).findByText('The stock cannot go below the pieces already sold or held.'),
    ).toBeTruthy();
    expect(sent).toBeUndefined();

    // "Other" needs a note.
    type(within(dialog).getByRole('textbox', { name: /Pieces to add/ }), '20');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), {
      target: { value: 'other' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the stock' }));
    expect(await within(dialog).findByText('Please fill this in.')).toBeTruthy();
    type(within(dialog).getByRole('textbox', { name: /Note/ }), ' Returned by the café ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the stock' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({ mode: 'delta', amount: 20, reason: 'other', note: 'Returned by the café' });
    await waitFor(() => expect(announced()).toBe('Stock changed: 30 pieces.'));
  });
});
