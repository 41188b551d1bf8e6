import type { PaymentType } from '@museum-shop/contract';
import { axeViolations } from '@museum-shop/ui/test-support/axe';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { PaymentStep } from './PaymentStep.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
afterEach(cleanup);

const type = (payartId: number, kind: PaymentType['kind'], name: string): PaymentType => ({
  payartId,
  kind,
  names: { en: name },
  name,
});
const TYPES = [type(74, 'direct_debit', 'SEPA direct debit'), type(1, 'card', 'Credit or debit card')];

const renderStep = (nothingToPay: boolean) => {
  const onSubmit = vi.fn();
  const view = render(
    <PaymentStep
      heading="Payment"
      types={TYPES}
      total="€0.00"
      nothingToPay={nothingToPay}
      busy={false}
      error={null}
      termsHref="/en/page/terms"
      privacyHref="/en/page/data_protection"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, container: view.container };
};

describe('the payment step of an order with nothing to pay', () => {
  it('asks for no payment method and confirms the order with one that needs no details', async () => {
    const { onSubmit, container } = renderStep(true);
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.getByText('Nothing to pay: your order is confirmed straight away.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Place the order (nothing to pay)' })),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[1]).toMatchObject({ payartId: 1, kind: 'card' });
  });

  it('still asks for the method when there is something to pay', async () => {
    const { onSubmit } = renderStep(false);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: /Order with obligation to pay/ })),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose a payment method.')).toBeTruthy();
  });
});
