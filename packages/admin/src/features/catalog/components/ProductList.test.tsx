import type { StaffProductSummary } from '@museum-shop/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { ProductList } from './ProductList.tsx';

afterEach(cleanup);

const GET = 'GET staff/catalog/products';
const choices = { custom_groups: [{ id: 3, name: { en: 'Books' } }], vat_rates: [7, 19] };

const product = (change: Partial<StaffProductSummary> = {}): StaffProductSummary => ({
  id: 4,
  name: { en: 'Rainbows', de: 'Regenbögen' },
  status: 'published',
  image: '/static/demo/rainbow-book.svg',
  price: 14_90,
  custom_group_ids: [3],
  stock: 25,
  taken: 3,
  left: 22,
  sequence_no: 2,
  ...change,
});

describe('the list of shop products (issue 36)', () => {
  it('says there are none yet and offers to create the first', async () => {
    await renderWithApi(<ProductList />, {
      [GET]: () => ({ body: { data: { products: [], choices } } }),
    });
    expect(await screen.findByText('No products yet — create the first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe(
      '/catalog/products/new',
    );
  });

  it('lists each product with its status, price, stock, what is taken and what is left', async () => {
    const products = [
      product(),
      product({ id: 5, name: { de: 'Kerze' }, status: 'draft', image: null, stock: 2, taken: 2, left: 0 }),
    ];
    await renderWithApi(<ProductList defaultLanguage="de" />, {
      [GET]: () => ({ body: { data: { products, choices } } }),
    });
    const table = await screen.findByRole('table', { name: 'Shop products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Picture', 'Name', 'Status', 'Price', 'In stock', 'Sold or held', 'Left to buy']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['', 'Rainbows', 'Published', '€14.90', '25', '3', '22'],
      ['', 'Kerze', 'Draft', '€14.90', '2', '2', 'None'],
    ]);
    expect(within(table).getByRole('link', { name: 'Kerze' }).getAttribute('href')).toBe(
      '/catalog/products/5',
    );
  });
});
