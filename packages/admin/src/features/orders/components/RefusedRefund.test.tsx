import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paidOrder } from '../../../test-support/fixtures.ts';
import { renderWithApi } from '../../../test-support/render.tsx';
import { RefusedRefund } from './RefusedRefund.tsx';

afterEach(cleanup);

const refused = {
  id: 'rf_1',
  amount: 3000,
  status: 'failed',
  cause: 'staff',
  reason: 'Ill on the day',
  lines: [0],
  manual_reference: null,
  tries: 0,
  created_at: '2026-11-25T09:00:00.000Z',
};

describe('RefusedRefund', () => {
  it('sends a refused refund again and says so', async () => {
    const onDone = vi.fn();
    const { calls } = await renderWithApi(
      <RefusedRefund number="2026-00042" refund={refused} mayRecordTransfer={false} onDone={onDone} />,
      { 'POST staff/orders/2026-00042/refunds/rf_1/retry': () => ({ body: { data: paidOrder() } }) },
    );
    expect(screen.getByText(/The payment provider refused this refund/)).toBeTruthy();
    // Only the owner records a bank transfer.
    expect(screen.queryByRole('button', { name: 'Record bank transfer…' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send refund again' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('The refund of €30.00 was sent to the payment provider again.'),
    );
    expect(calls).toHaveLength(1);
  });

  it('records a bank transfer with its reference, and sends nothing without one', async () => {
    const onDone = vi.fn();
    const { calls } = await renderWithApi(
      <RefusedRefund number="2026-00042" refund={refused} mayRecordTransfer onDone={onDone} />,
      { 'POST staff/orders/2026-00042/refunds/rf_1/manual': () => ({ body: { data: paidOrder() } }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Record bank transfer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a bank transfer of €30.00' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Transfer reference/ }), {
      target: { value: '  Transfer 2026-118 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('The bank transfer of €30.00 is recorded.'));
    expect(calls[0]?.body).toEqual({ reference: 'Transfer 2026-118' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
