import type { Merchandise } from '@museum-shop/contract';
import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { axeViolations } from '@museum-shop/ui/test-support/axe';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearCart, readCart } from '../../features/cart/cart.ts';
import { ShopContext } from '../../features/config/shop-context.ts';
import { articleQueryOptions } from '../../features/merchandise/api/get-article.ts';
import { ownerFormQueryOptions } from '../../features/merchandise/api/get-owner-form.ts';
import { passOrderFormCode } from '../../features/merchandise/pass-order-form-code.ts';
import { configureApi } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { CurrentRouteContext } from '../shell/current-route.ts';
import { Component as ProductRoute } from './product.tsx';

// Issue 36: the renewal mail links to /<lang>/passes/<id>?renews=<member number>. The pass page
// then says, in the first holder's form, which pass it renews and sends `renews` on that holder;
// the visitor may take it away and buy a new pass instead.

const pass: Merchandise = {
  id: 11,
  name: 'Annual pass',
  description: '',
  price: 4500,
  vat_value: 0,
  stock: 1_000_000,
  state: 'available',
  weight: 0,
  product_kind_ref: 13,
  custom_groups: [],
  sequence_no: 1,
  images: [],
};

function renderPassPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(articleQueryOptions('en', pass.id).queryKey, pass);
  client.setQueryData(ownerFormQueryOptions('en').queryKey, {
    countries: { DE: 'Germany', GB: 'United Kingdom' },
    salutations: { ms: 'Ms', mr: 'Mr' },
    required_fields: [],
    visible_fields: [],
  });
  return render(
    <QueryClientProvider client={client}>
      <ShopContext value={{ config: testShopConfig, lang: 'en' }}>
        <MemoryRouter initialEntries={[path]}>
          <CurrentRouteContext value={{ name: 'pass', setTitle: () => {} }}>
            <Routes>
              <Route path="/:lang/passes/:id" element={<ProductRoute />} />
            </Routes>
          </CurrentRouteContext>
        </MemoryRouter>
      </ShopContext>
    </QueryClientProvider>,
  );
}

const holder = (number: number) => screen.getByRole('group', { name: `Annual pass ${number}` });
const RENEWAL = /Renews the annual pass with member number 1234-5678-90\./;

async function fillAndAdd() {
  fireEvent.change(within(holder(1)).getByLabelText(/First name/), { target: { value: 'Ada' } });
  fireEvent.change(within(holder(1)).getByLabelText(/Surname/), { target: { value: 'Lovelace' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' })));
}

beforeAll(async () => {
  // As a pass's route loads it beside its screen: the form renders with the page's first render.
  await passOrderFormCode();
  await initI18n('en');
  await i18next.loadNamespaces(['shop', 'common']);
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
});
afterEach(() => {
  cleanup();
  clearCart();
});

describe('the pass page opened from the renewal mail', () => {
  it('says in the first holder’s form which pass it renews, and sends it on that holder', async () => {
    const { container } = renderPassPage('/en/passes/11?renews=1234-5678-90');
    expect(within(holder(1)).getByText(RENEWAL)).toBeTruthy();
    // A second pass is a new one: only the first holder renews.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'One more' })));
    expect(within(holder(2)).queryByText(RENEWAL)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(within(holder(2)).getByLabelText(/First name/), { target: { value: 'Alan' } });
    fireEvent.change(within(holder(2)).getByLabelText(/Surname/), { target: { value: 'Turing' } });
    await fillAndAdd();
    expect(readCart().lines.map((line) => line.item)).toEqual([
      {
        type: 'annualPass',
        id: 11,
        count: 2,
        owners: [
          { title: '', fname: 'Ada', lname: 'Lovelace', renews: '1234-5678-90' },
          { title: '', fname: 'Alan', lname: 'Turing' },
        ],
      },
    ]);
  });

  it('lets the visitor buy a new pass instead, by keyboard, the focus staying in the form', async () => {
    renderPassPage('/en/passes/11?renews=1234-5678-90');
    const remove = within(holder(1)).getByRole('button', { name: 'Buy a new pass instead' });
    remove.focus();
    await act(async () => fireEvent.click(remove));
    expect(screen.queryByText(RENEWAL)).toBeNull();
    expect(document.activeElement).toBe(within(holder(1)).getByLabelText(/First name/));
    await fillAndAdd();
    expect(readCart().lines[0]?.item).toMatchObject({
      owners: [{ title: '', fname: 'Ada', lname: 'Lovelace' }],
    });
    expect(readCart().lines[0]?.item).not.toHaveProperty('owners.0.renews');
  });

  it('ignores a renews that is no member number, and a pass page without one renews nothing', async () => {
    renderPassPage('/en/passes/11?renews=<script>');
    expect(screen.queryByText(/Renews the annual pass/)).toBeNull();
    cleanup();
    renderPassPage('/en/passes/11');
    expect(screen.queryByText(/Renews the annual pass/)).toBeNull();
    await fillAndAdd();
    expect(readCart().lines[0]?.item).toMatchObject({ owners: [{ fname: 'Ada', lname: 'Lovelace' }] });
  });
});
