import type { Merchandise } from '@museum-shop/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { ArticleOrderForm } from './ArticleOrderForm.tsx';

const catalogue: Merchandise = {
  id: 1,
  name: 'Exhibition catalogue',
  description: '',
  price: 3200,
  vat_value: 7,
  stock: 5,
  state: 'available',
  weight: 900,
  product_kind_ref: 1,
  custom_groups: [],
  sequence_no: 1,
  images: [],
};

function renderForm(article: Merchandise) {
  const onAdd = vi.fn();
  render(<ArticleOrderForm article={article} lang="en" onAdd={onAdd} />);
  return onAdd;
}

const quantity = () => screen.getByRole('spinbutton', { name: /^Quantity/ });
const add = () => screen.getByRole('button', { name: 'Add to basket' });

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('shop');
});
afterEach(cleanup);

describe('ArticleOrderForm (a shop article)', () => {
  it('adds the chosen quantity, within the stock, as the basket’s line with its total', () => {
    const onAdd = renderForm(catalogue);
    expect(quantity()).toHaveProperty('value', '1');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByText('€64.00')).toBeTruthy();
    // More than the stock is the stock.
    fireEvent.change(quantity(), { target: { value: '9' } });
    expect(quantity()).toHaveProperty('value', '5');
    fireEvent.change(quantity(), { target: { value: '2' } });
    fireEvent.click(add());
    expect(onAdd).toHaveBeenCalledWith({
      item: { type: 'merchandise', id: 1, count: 2 },
      name: 'Exhibition catalogue',
      summary: '2 × €32.00',
      total: 6400,
    });
  });

  it('adds nothing at 0', () => {
    const onAdd = renderForm(catalogue);
    fireEvent.change(quantity(), { target: { value: '0' } });
    expect(add()).toHaveProperty('disabled', true);
    fireEvent.submit(add().closest('form') as HTMLFormElement);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('starts an out-of-stock article at 0 and does not let it be added', () => {
    const onAdd = renderForm({ ...catalogue, stock: 0, state: 'sold_out' });
    expect(quantity()).toHaveProperty('value', '0');
    expect(add()).toHaveProperty('disabled', true);
    expect(screen.getByText('This article is out of stock at the moment.')).toBeTruthy();
    fireEvent.submit(add().closest('form') as HTMLFormElement);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
