import type { StaffMemberCard } from '@museum-shop/contract';
import { axeViolations } from '@museum-shop/ui/test-support/axe';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { MemberCardView } from './MemberCardView.tsx';
import { MemberSearch } from './MemberSearch.tsx';

afterEach(cleanup);

const ada: StaffMemberCard = {
  number: '4231-6708-72',
  holder: 'Dr Ada Lovelace',
  type: 'Friends of Light',
  pass_id: 12,
  valid_from: '2026-12-02',
  valid_until: '2027-12-01',
  persons: 2,
  status: 'active',
  order_number: '2026-00042',
  email: 'ada@example.org',
};

describe('the desk’s members (issue 36)', () => {
  it('searches by what is typed, lists the cards found and links each one', async () => {
    const { calls, container } = await renderWithApi(<MemberSearch />, {
      'GET staff/member-cards': () => ({ body: { data: { cards: [ada], more: true } } }),
    });
    const field = screen.getByRole('searchbox', { name: /Member number, name or e-mail/ });
    fireEvent.change(field, { target: { value: 'L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please type at least two characters.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' lovelace ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Member cards found' });
    expect(calls.map((call) => call.url)).toEqual(['/api/en/staff/member-cards?shop=1&q=lovelace']);
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Dr Ada Lovelace');
    expect(row?.textContent).toContain('02.12.2026 to 01.12.2027');
    expect(row?.textContent).toContain('Valid');
    expect(within(table).getByRole('link', { name: ada.number }).getAttribute('href')).toBe(
      `/door/members/${ada.number}`,
    );
    expect(screen.getByText(/More cards match/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when nothing matches', async () => {
    await renderWithApi(
      <MemberSearch />,
      {
        'GET staff/member-cards': () => ({ body: { data: { cards: [], more: false } } }),
      },
      { route: '/door/members?q=nobody' },
    );
    expect(await screen.findByText('No member card matches.')).toBeTruthy();
  });

  it('shows a card with its visits, sends the cards again and lets the owner extend it', async () => {
    const { calls, container } = await renderWithApi(<MemberCardView number={ada.number} canExtend />, {
      [`GET staff/member-cards/${ada.number}`]: () => ({
        body: {
          data: {
            card: ada,
            visits: [{ day: '2026-12-02', person: 1, admitted_at: '2026-12-02 10:04' }],
            bookings: [
              { order_number: '2026-00077', event: 'Light', datetime: '2026-12-03 10:00', tickets: 2 },
            ],
          },
        },
      }),
      [`POST staff/member-cards/${ada.number}/resend`]: () => ({ body: { data: { email: ada.email } } }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: `Card ${ada.number}` })).toBeTruthy();
    expect(screen.getByText('02.12.2026 10:04, person 1 of 2')).toBeTruthy();
    expect(screen.getByText('03.12.2026 10:00: Light, 2 member tickets, order 2026-00077')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2026-00042' }).getAttribute('href')).toBe('/orders/2026-00042');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send the cards again' }));
    const sent = 'The cards are on their way to ada@example.org.';
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe(sent));
    expect(screen.getAllByText(sent)).toHaveLength(2);

    // Nothing is sent without a reason and a later day.
    fireEvent.click(screen.getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('Please give a reason: the audit log keeps it.')).toBeTruthy();
    expect(screen.getByText('Choose a day after the present last day.')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/extend'))).toHaveLength(0);
  });

  it('offers the box office no extension', async () => {
    await renderWithApi(<MemberCardView number={ada.number} canExtend={false} />, {
      [`GET staff/member-cards/${ada.number}`]: () => ({
        body: { data: { card: ada, visits: [], bookings: [] } },
      }),
    });
    expect(await screen.findByText('No visit yet.')).toBeTruthy();
    expect(screen.getByText('No member booking yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the cards again' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Extend the pass' })).toBeNull());
  });
});
