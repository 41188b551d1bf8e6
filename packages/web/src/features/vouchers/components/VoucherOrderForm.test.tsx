import type { VoucherProduct } from '@museum-shop/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { VoucherOrderForm } from './VoucherOrderForm.tsx';

const freeAmount: VoucherProduct = {
  id: 3,
  name: 'Gift voucher, amount of your choice',
  description: '',
  image: null,
  price: 3000,
  vat_value: 0,
  variable_amount: true,
  groupId: 1,
  sequence_no: 3,
};

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('shop');
});
afterEach(cleanup);

describe('VoucherOrderForm', () => {
  it('reads the amount in euros: a negative entry becomes positive, an empty one keeps the last, cents go to the cart', async () => {
    const onAdd = vi.fn();
    render(<VoucherOrderForm voucher={freeAmount} lang="en" onAdd={onAdd} />);
    const amount = screen.getByRole('textbox', { name: 'Amount in euros' });
    expect(amount).toHaveProperty('value', '30');
    fireEvent.change(amount, { target: { value: '-12,5' } });
    fireEvent.blur(amount);
    expect(amount).toHaveProperty('value', '12.50');
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.blur(amount);
    expect(amount).toHaveProperty('value', '12.50');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' })));
    expect(onAdd).toHaveBeenCalledWith({
      item: { type: 'voucher', id: 3, count: 1, amount: 1250 },
      name: 'Gift voucher, amount of your choice',
      summary: '1 × €12.50',
      total: 1250,
    });
  });

  it('refuses an amount of nothing and says why', async () => {
    const onAdd = vi.fn();
    render(<VoucherOrderForm voucher={{ ...freeAmount, price: 0 }} lang="en" onAdd={onAdd} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' })));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter an amount between €0.01 and €100,000.00.')).toBeTruthy();
  });

  it('sends a fixed-value voucher without an amount', async () => {
    const onAdd = vi.fn();
    render(
      <VoucherOrderForm voucher={{ ...freeAmount, id: 1, variable_amount: false }} lang="en" onAdd={onAdd} />,
    );
    expect(screen.getByText('Value: €30.00')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' })));
    expect(onAdd.mock.calls[0]?.[0].item).toEqual({ type: 'voucher', id: 1, count: 1 });
  });
});
