import type { StaffMembershipSummary } from '@museum-shop/contract';
import { axeViolations } from '@museum-shop/ui/test-support/axe';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { MembershipList } from './MembershipList.tsx';

afterEach(cleanup);

const GET = 'GET staff/catalog/memberships';
const choices = { events: [{ id: 3, name: { en: 'Neon Nights' } }], vat_rates: [0, 7] };

const membership = (change: Partial<StaffMembershipSummary> = {}): StaffMembershipSummary => ({
  id: 51,
  name: { en: 'Annual pass', de: 'Jahreskarte' },
  status: 'published',
  image: '/static/demo/pass.svg',
  price: 45_00,
  validity: 'months_from_purchase',
  persons: 1,
  benefits: 1,
  sequence_no: 1,
  cards: 12,
  ...change,
});

describe('the list of membership types (issue 36)', () => {
  it('says there are none yet and offers to create the first', async () => {
    await renderWithApi(<MembershipList />, {
      [GET]: () => ({ body: { data: { memberships: [], choices } } }),
    });
    expect(await screen.findByText('No membership types yet — create the first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New membership type' }).getAttribute('href')).toBe(
      '/catalog/memberships/new',
    );
  });

  it('lists each type with its status, price, validity, persons, benefits and valid cards', async () => {
    const memberships = [
      membership(),
      membership({
        id: 52,
        name: { de: 'Familienkarte' },
        status: 'draft',
        price: 79_00,
        validity: 'months_from_first_use',
        persons: 6,
        benefits: 2,
        cards: 0,
      }),
    ];
    const { container } = await renderWithApi(<MembershipList defaultLanguage="de" />, {
      [GET]: () => ({ body: { data: { memberships, choices } } }),
    });
    const table = await screen.findByRole('table', { name: 'Membership types' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Status', 'Price', 'Valid for', 'Persons', 'Benefits', 'Valid cards']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Annual pass', 'Published', '€45.00', 'Twelve months from purchase', '1', '1', '12'],
      ['Familienkarte', 'Draft', '€79.00', 'Twelve months from the first visit', '6', '2', '0'],
    ]);
    expect(within(table).getByRole('link', { name: 'Familienkarte' }).getAttribute('href')).toBe(
      '/catalog/memberships/52',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
