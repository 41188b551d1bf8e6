import type { Merchandise } from '@museum-shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { ownerFormQueryOptions } from '../api/get-owner-form.ts';
import { PassOrderForm } from './PassOrderForm.tsx';

const pass: Merchandise = {
  id: 11,
  name: 'Annual pass',
  description: '',
  price: 4500,
  vat_value: 0,
  stock: 1000,
  state: 'available',
  weight: 20,
  product_kind_ref: 13,
  custom_groups: [],
  sequence_no: 1,
  images: [],
};

function renderForm(article: Merchandise, onAdd = vi.fn()) {
  const client = new QueryClient();
  client.setQueryData(ownerFormQueryOptions('en').queryKey, {
    countries: { DE: 'Germany', GB: 'United Kingdom' },
    salutations: { ms: 'Ms', mr: 'Mr' },
    required_fields: [],
    visible_fields: [],
  });
  const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  render(wrap(<PassOrderForm article={article} lang="en" defaultCountry="DE" onAdd={onAdd} />));
  return onAdd;
}

const holders = () => screen.queryAllByRole('group', { name: /^Annual pass \d$/ });

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('shop');
});
afterEach(cleanup);

describe('PassOrderForm', () => {
  it('grows and shrinks the owner rows with the quantity, keeping what was typed', async () => {
    renderForm(pass);
    expect(holders()).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'One more' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'One more' })));
    expect(holders()).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'One fewer' })));
    expect(holders()).toHaveLength(2);
    expect(within(holders()[0] as HTMLElement).getByLabelText(/First name/)).toHaveProperty('value', 'Ada');
    expect(screen.getByText('€90.00')).toBeTruthy();
  });

  it('adds the passes with their owners once every name is there, and names what is missing before', async () => {
    const onAdd = renderForm(pass);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' })));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the errors in the form.');
    expect(screen.getByText('Please enter the first name.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: ' Ada ' } });
    fireEvent.change(screen.getByLabelText(/Surname/), { target: { value: 'Lovelace' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' })));
    expect(onAdd).toHaveBeenCalledWith({
      item: {
        type: 'annualPass',
        id: 11,
        count: 1,
        owners: [{ title: '', fname: 'Ada', lname: 'Lovelace' }],
      },
      name: 'Annual pass',
      summary: '1 × €45.00 · Ada Lovelace',
      total: 4500,
    });
  });

  it('starts out-of-stock passes at 0, asks for no holder and does not let them be added', () => {
    renderForm({ ...pass, stock: 0, state: 'sold_out' });
    expect(screen.getByRole('spinbutton', { name: /^Quantity/ })).toHaveProperty('value', '0');
    expect(screen.getByRole('button', { name: 'Add to basket' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This article is out of stock at the moment.')).toBeTruthy();
    expect(holders()).toHaveLength(0);
  });
});
