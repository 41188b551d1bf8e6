import type { StaffAuditEntry } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditList } from '../../../components/AuditList.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { AuditLog } from './AuditLog.tsx';

afterEach(cleanup);

const entry = (
  fields: Partial<StaffAuditEntry> & Pick<StaffAuditEntry, 'id' | 'action'>,
): StaffAuditEntry => ({
  at: '2026-11-28T09:15:00.000Z',
  staff: null,
  subject_kind: 'staff',
  subject_id: '',
  order_number: null,
  before: null,
  after: null,
  client_address: null,
  ...fields,
});

const boxOffice = { id: 'b0', name: 'Ben Box', email: 'ben@museum.example' };
/** Issue 40's entries: failed sign-ins and refused actions, with the client's address. */
const ENTRIES: StaffAuditEntry[] = [
  entry({
    id: '3',
    action: 'action.refused',
    staff: boxOffice,
    subject_kind: 'order',
    subject_id: 'o1',
    order_number: '2026-00042',
    after: { call: 'POST staff/orders/:number/refund', code: 'REFUND_OVER_LIMIT', role: 'box_office' },
    client_address: '10.0.0.7',
  }),
  entry({
    id: '2',
    action: 'action.refused',
    staff: boxOffice,
    subject_kind: 'call',
    subject_id: 'GET staff/audit',
    after: { call: 'GET staff/audit', code: 'FORBIDDEN', role: 'box_office' },
    client_address: '10.0.0.7',
  }),
  entry({
    id: '1',
    action: 'staff.login_failed',
    subject_id: 'someone@example.org',
    after: { email: 'someone@example.org', failure: 'unknown_email', delay_ms: 4000 },
    client_address: '203.0.113.9',
  }),
];

/** The table's rows below its header, each as the texts of its cells. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the audit log', () => {
  it('shows failed sign-ins and refused actions readably, with the IP address, and filters by it', async () => {
    const { calls } = await renderWithApi(<AuditLog />, {
      'GET staff/audit': (call) => ({
        body: {
          data: {
            items: call.url.includes('client=203.0.113.9')
              ? ENTRIES.filter((found) => found.client_address === '203.0.113.9')
              : ENTRIES,
            next_cursor: null,
          },
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByRole('columnheader', { name: 'IP address' })).toBeTruthy();
    const [overLimit, forbidden, signIn] = rowTexts(table);
    expect(overLimit?.slice(1)).toEqual([
      'Ben Box',
      'Action refused',
      '2026-00042',
      'Attempted: Refund an order; Why: Above the refund limit; Role: Box office',
      '10.0.0.7',
    ]);
    expect(within(table).getByRole('link', { name: '2026-00042' }).getAttribute('href')).toBe(
      '/orders/2026-00042',
    );
    expect(forbidden?.slice(1)).toEqual([
      'Ben Box',
      'Action refused',
      'Read the audit log',
      'Attempted: Read the audit log; Why: Not allowed for this role; Role: Box office',
      '10.0.0.7',
    ]);
    expect(signIn?.slice(1)).toEqual([
      'No account',
      'Sign-in failed',
      'staff someone@example.org',
      'E-mail: someone@example.org; Why: No account has this e-mail address; Slowed down by: 4 sec',
      '203.0.113.9',
    ]);
    // The new actions are among those the log filters by.
    expect(screen.getByRole('option', { name: 'Sign-in failed', hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Action refused', hidden: true })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'IP address' }), {
      target: { value: ' 203.0.113.9 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Audit log' }))).toHaveLength(1));
    expect(calls.at(-1)?.url).toContain('client=203.0.113.9');
  });

  it('shows an order’s refusal in its “What staff did” with the IP address, in German too', async () => {
    await renderWithApi(
      <AuditList entries={ENTRIES.slice(0, 1)} caption="Was das Personal tat" />,
      {},
      {
        language: 'de',
      },
    );
    const table = screen.getByRole('table', { name: 'Was das Personal tat' });
    expect(within(table).getByRole('columnheader', { name: 'IP-Adresse' })).toBeTruthy();
    expect(rowTexts(table)[0]?.slice(1)).toEqual([
      'Ben Box',
      'Aktion abgelehnt',
      'Versucht: Bestellung erstatten; Warum: Über dem Erstattungslimit; Rolle: Kasse',
      '10.0.0.7',
    ]);
  });
});
