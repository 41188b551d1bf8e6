import type { MemberCardCheck, TicketCheck as TicketCheckResult } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { TicketCheck } from './TicketCheck.tsx';

afterEach(cleanup);

const CHECK = 'POST staff/tickets/check';
const UNADMIT = 'POST staff/tickets/unadmit';

const valid: TicketCheckResult = {
  state: 'valid',
  reason: null,
  order_number: '2026-00042',
  line: 0,
  person: 2,
  persons: 4,
  title: 'Highlights tour',
  datetime: '2026-11-28 10:00',
  ticket_type: 'Adult',
  admitted_at: '2026-11-28 09:58',
};

const answer = (data: TicketCheckResult) => () => ({ body: { data } });

const field = () => screen.getByRole('textbox', { name: /Ticket or member card/ }) as HTMLInputElement;
const checkButton = () => screen.getByRole('button', { name: 'Check' });
const result = () => screen.getByRole('region', { name: 'Result of the check' });

/** Types a code and presses the button, as a hand scanner or a person would. */
function check(code: string) {
  fireEvent.change(field(), { target: { value: code } });
  // Pressed from the button, so the focus is away from the field until the answer brings it back.
  checkButton().focus();
  fireEvent.click(checkButton());
}

describe('TicketCheck', () => {
  it('admits a valid ticket, says so, and is ready for the next scan', async () => {
    const { calls } = await renderWithApi(<TicketCheck />, { [CHECK]: answer(valid) });
    check('  TICKET-CODE-1 \n');
    expect(await screen.findByRole('heading', { level: 2, name: 'Admit' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/en/staff/tickets/check?shop=1');
    expect(calls[0]?.body).toEqual({ code: 'TICKET-CODE-1' });
    const region = result();
    expect(region.textContent).toContain('Person 2 of 4');
    expect(region.textContent).toContain('Highlights tour');
    expect(region.textContent).toContain('Adult');
    expect(region.textContent).toContain('28.11.2026 10:00');
    expect(region.textContent).toContain('2026-00042');
    expect(region.textContent).not.toContain('Do not admit');
    await waitFor(() => expect(field().value).toBe(''));
    expect(document.activeElement).toBe(field());
    // Empty again, but not wrong: the next scan is awaited, not asked for.
    expect(field().getAttribute('aria-invalid')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe(
        'Admit. Person 2 of 4. Adult. Highlights tour. 28.11.2026 10:00.',
      ),
    );
  });

  it.each([
    [
      'a refunded ticket',
      { ...valid, state: 'refunded', title: null, datetime: null, ticket_type: null },
      'The ticket was refunded.',
    ],
    [
      'a paid ticket of another day',
      { ...valid, state: 'other-day' },
      'The ticket is for another day: 28.11.2026 10:00.',
    ],
    [
      'a ticket that came in before',
      { ...valid, state: 'used', admitted_at: '2026-11-28 09:41' },
      'This ticket was already used: 28.11.2026 09:41.',
    ],
    [
      'a forged code',
      {
        ...valid,
        state: 'invalid',
        reason: 'forged',
        order_number: null,
        line: null,
        person: null,
        persons: null,
        title: null,
        datetime: null,
        ticket_type: null,
        admitted_at: null,
      },
      'The code is forged: its signature is not right.',
    ],
  ] as const)('does not admit %s, and says why', async (_, data, reason) => {
    await renderWithApi(<TicketCheck />, { [CHECK]: answer(data) });
    check('SOME-CODE');
    expect(await screen.findByRole('heading', { level: 2, name: 'Do not admit' })).toBeTruthy();
    expect(result().textContent).toContain(reason);
    expect(screen.queryByRole('heading', { name: 'Admit' })).toBeNull();
    await waitFor(() => expect(field().value).toBe(''));
    expect(document.activeElement).toBe(field());
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe(`Do not admit. ${reason}`));
  });

  it('checks at the Enter a scanner presses, once while the answer is awaited', async () => {
    const { calls } = await renderWithApi(<TicketCheck />, { [CHECK]: answer(valid) });
    fireEvent.change(field(), { target: { value: 'TICKET-CODE-3' } });
    const form = field().closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('heading', { level: 2, name: 'Admit' })).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ code: 'TICKET-CODE-3' }]);
  });

  it('asks for a code and calls nothing when the field is empty', async () => {
    const { calls } = await renderWithApi(<TicketCheck />, { [CHECK]: answer(valid) });
    expect(field().getAttribute('aria-invalid')).toBeNull();
    check('   ');
    expect(await screen.findByText('Please scan or type a ticket code.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('calls nothing for a code longer than the contract allows', async () => {
    const { calls } = await renderWithApi(<TicketCheck />, { [CHECK]: answer(valid) });
    check('X'.repeat(201));
    expect(await screen.findByText('This is too long to be a ticket code.')).toBeTruthy();
    expect(field().value).toBe('X'.repeat(201));
    expect(calls).toHaveLength(0);
  });

  it('keeps the code and shows the error when the server fails', async () => {
    const { calls } = await renderWithApi(<TicketCheck />, {
      [CHECK]: () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal error' } }),
    });
    check('TICKET-CODE-2');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong (status 500). Please try again.',
    );
    expect(calls).toHaveLength(1);
    expect(field().value).toBe('TICKET-CODE-2');
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('takes back the admission just made: says so, clears the verdict and awaits the next scan', async () => {
    const { calls } = await renderWithApi(<TicketCheck />, {
      [CHECK]: answer(valid),
      [UNADMIT]: () => ({
        body: { data: { order_number: '2026-00042', line: 0, person: 2, admitted_at: '2026-11-28 09:58' } },
      }),
    });
    check('TICKET-CODE-1');
    const undo = await screen.findByRole('button', { name: 'Undo this admission' });
    fireEvent.click(undo);
    expect(await screen.findByText(/Admission taken back/)).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/en/staff/tickets/check?shop=1',
      '/api/en/staff/tickets/unadmit?shop=1',
    ]);
    // The code of the verdict shown, though the field was emptied for the next scan.
    expect(calls[1]?.body).toEqual({ code: 'TICKET-CODE-1' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Admit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo this admission' })).toBeNull();
    expect(document.activeElement).toBe(field());
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe(
        'Admission taken back: the ticket admits once more. Scan it again to let its holder in.',
      ),
    );
  });

  it('offers to take back the earlier admission of a used ticket, and shows why it cannot', async () => {
    await renderWithApi(<TicketCheck />, {
      [CHECK]: answer({ ...valid, state: 'used' }),
      [UNADMIT]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'No admission' } }),
    });
    check('TICKET-CODE-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Take back the earlier admission' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    // The verdict stays: nothing was taken back.
    expect(screen.getByRole('heading', { level: 2, name: 'Do not admit' })).toBeTruthy();
  });

  it('offers nothing to take back for a ticket that was not admitted', async () => {
    await renderWithApi(<TicketCheck />, { [CHECK]: answer({ ...valid, state: 'refunded' }) });
    check('TICKET-CODE-1');
    await screen.findByRole('heading', { level: 2, name: 'Do not admit' });
    expect(screen.queryByRole('button', { name: /admission/ })).toBeNull();
  });
});

describe('TicketCheck with member cards (issue 36)', () => {
  const CARD = 'POST staff/member-cards/check';
  const admitted: MemberCardCheck = {
    state: 'admitted',
    reason: null,
    number: '4821-5530-17',
    holder: 'Dr Ada Lovelace',
    type: 'Year of light',
    valid_from: '2026-11-28',
    valid_until: '2027-11-27',
    persons: 2,
    admitted_today: 1,
    admitted_at: '2026-11-28 10:02',
  };

  it('sends a card’s code or typed number to the card check and admits with the holder’s name', async () => {
    const { calls } = await renderWithApi(<TicketCheck />, {
      [CARD]: () => ({ body: { data: admitted } }),
    });
    check(' 4821 5530 17 ');
    expect(await screen.findByRole('heading', { level: 2, name: 'Admit' })).toBeTruthy();
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      ['/api/en/staff/member-cards/check?shop=1', { code: '4821 5530 17' }],
    ]);
    const region = result();
    for (const text of [
      'Dr Ada Lovelace',
      'Year of light',
      '28.11.2026 to 27.11.2027',
      '4821-5530-17',
      'Person 1 of 2 today',
    ])
      expect(region.textContent).toContain(text);
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe(
        'Admit. Dr Ada Lovelace. Year of light. Person 1 of 2 today.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(field()));
    // No ticket's undo for a card.
    expect(screen.queryByRole('button', { name: /Undo|Take back/ })).toBeNull();
  });

  it.each([
    [
      'used by every person today',
      { ...admitted, state: 'used_today', admitted_today: 2, admitted_at: '2026-11-28 11:15' },
      'All 2 persons of this card came in today, the last at 11:15.',
    ],
    [
      'refunded',
      { ...admitted, state: 'refunded', admitted_today: 0, admitted_at: null },
      'The membership was refunded.',
    ],
    [
      'expired',
      { ...admitted, state: 'expired', valid_from: '2025-10-01', valid_until: '2026-09-30' },
      'The membership ended on 30.09.2026.',
    ],
    [
      'a typed number with a wrong check digit',
      {
        ...admitted,
        state: 'invalid',
        reason: 'check-digit',
        number: null,
        holder: null,
        type: null,
        valid_from: null,
        valid_until: null,
        persons: null,
        admitted_today: null,
        admitted_at: null,
      },
      'This member number is mistyped: its check digit does not match.',
    ],
  ] as [string, MemberCardCheck, string][])('refuses a card %s, saying why', async (_case, data, reason) => {
    await renderWithApi(<TicketCheck />, { [CARD]: () => ({ body: { data } }) });
    check('M1.1.4821553017.ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
    expect(await screen.findByRole('heading', { level: 2, name: 'Do not admit' })).toBeTruthy();
    expect(result().textContent).toContain(reason);
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe(`Do not admit. ${reason.replace(/\.$/, '')}.`),
    );
  });
});
