import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { choices, summary } from '../catalog-fixture.ts';
import { EventList } from './EventList.tsx';

afterEach(cleanup);

const GET = 'GET staff/catalog/events';

describe('the list of events and exhibitions (issue 35)', () => {
  it('says there are none yet and offers to create the first', async () => {
    await renderWithApi(<EventList />, {
      [GET]: () => ({ body: { data: { events: [], choices: choices() } } }),
    });
    expect(await screen.findByText('No events yet — create the first.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'New event' }).getAttribute('href')).toBe('/catalog/new');
  });

  it('lists each event with its name, status, dates, ticket types, slots ahead and kept slots', async () => {
    const events = [
      summary({ kept_slots: 2 }),
      summary({
        id: 8,
        name: { de: 'Sternwarte bei Nacht' },
        status: 'draft',
        sorting_datetime: '2027-02-01 19:00',
        end: '2027-03-31',
        ticket_types: 1,
        slots_ahead: 0,
      }),
      summary({ id: 9, name: { en: 'Winter garden' }, status: 'archived', kept_slots: 0 }),
    ];
    await renderWithApi(<EventList defaultLanguage="de" />, {
      [GET]: () => ({ body: { data: { events, choices: choices() } } }),
    });
    const table = await screen.findByRole('table', { name: 'Events and exhibitions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Status', 'Runs', 'Ticket types', 'Slots ahead', 'Kept slots']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Neon Nights', 'Published', '20.11.2026 – 31.01.2027', '3', '1,250', '2 to decide'],
      // Not written in English: the shop's default language names it.
      ['Sternwarte bei Nacht', 'Draft', '01.02.2027 – 31.03.2027', '1', '0', 'None'],
      ['Winter garden', 'Archived', '20.11.2026 – 31.01.2027', '3', '1,250', 'None'],
    ]);
    expect(within(table).getByRole('link', { name: 'Neon Nights' }).getAttribute('href')).toBe('/catalog/7');
    expect(within(table).getByRole('link', { name: 'Sternwarte bei Nacht' }).getAttribute('href')).toBe(
      '/catalog/8',
    );
    expect(screen.getByRole('link', { name: 'New event' })).toBeTruthy();
  });

  it('shows that the list is loading, and says why it could not be loaded', async () => {
    let fail = true;
    await renderWithApi(<EventList />, {
      [GET]: () =>
        fail
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }
          : { body: { data: { events: [summary()], choices: choices() } } },
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your role may not do this.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Neon Nights' })).toBeTruthy();
  });
});
