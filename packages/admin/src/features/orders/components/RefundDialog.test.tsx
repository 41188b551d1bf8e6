import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paidOrder } from '../../../test-support/fixtures.ts';
import { renderWithApi } from '../../../test-support/render.tsx';
import { RefundDialog, refundAmount } from './RefundDialog.tsx';

afterEach(cleanup);

describe('refundAmount', () => {
  it('is the chosen lines, or everything not given back yet', () => {
    const order = paidOrder();
    expect(refundAmount(order, [0])).toBe(3000);
    expect(refundAmount(order, [0, 1])).toBe(4500);
    expect(refundAmount(order, [])).toBe(0);
    // A staff refund on its way (or refused) still owes its money: the rest is what is left.
    const pending = {
      id: 'r0',
      amount: 1500,
      status: 'pending',
      cause: 'staff',
      reason: 'Ill',
      lines: [1],
      manual_reference: null,
      tries: 0,
      created_at: '2026-11-25T09:00:00.000Z',
    };
    expect(refundAmount({ ...order, refunds: [pending] }, undefined)).toBe(3000);
    // An automatic refund of another payment is not this order's money.
    expect(refundAmount({ ...order, refunds: [{ ...pending, cause: 'places_gone' }] }, undefined)).toBe(4500);
  });
});

describe('RefundDialog', () => {
  it('refunds the chosen line with a reason, and says what went back', async () => {
    const onDone = vi.fn();
    const order = paidOrder();
    const { calls } = await renderWithApi(
      <RefundDialog detail={order} refundLimit={null} onDone={onDone} />,
      {
        'POST staff/orders/2026-00042/refund': () => ({
          body: { data: { amount: 3000, refund_id: 'r1', credit_note: null, pending: false, order } },
        }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order 2026-00042' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Highlights tour/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Ill on the day' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund €30.00' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Refund of €30.00 done. The customer gets an e-mail.'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ lines: [0], reason: 'Ill on the day' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a refund the provider has still to confirm is on its way', async () => {
    const onDone = vi.fn();
    const order = paidOrder();
    const after = {
      ...order,
      line_states: order.line_states.map((state) => ({
        ...state,
        refundable: false,
        refund_state: 'pending' as const,
      })),
    };
    await renderWithApi(<RefundDialog detail={order} refundLimit={null} onDone={onDone} />, {
      'POST staff/orders/2026-00042/refund': () => ({
        body: { data: { amount: 4500, refund_id: 'r1', credit_note: null, pending: true, order: after } },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('radio', { name: /The whole order/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund €45.00' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        'Refund of €45.00 sent to the payment provider. It counts, and the customer gets an e-mail, once the provider confirms it.',
      ),
    );
  });

  it('sends nothing without a line or a reason, and nothing above the box office limit', async () => {
    const { calls } = await renderWithApi(
      <RefundDialog detail={paidOrder()} refundLimit={2000} onDone={() => {}} />,
      {},
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Refund €0.00' }));
    expect(await screen.findByText('Choose at least one line.')).toBeTruthy();
    expect(screen.getByText('Please give a reason.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Highlights tour/ }));
    expect(screen.getAllByText(/above your refund limit of €20.00/).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Refund €30.00' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
