import type { Language, MembershipDocument, StaffMembership } from '@museum-shop/contract';
import { axeViolations } from '@museum-shop/ui/test-support/axe';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../../test-support/render.tsx';
import { EditMembershipScreen, NewMembershipScreen } from './MembershipEditorScreen.tsx';

afterEach(cleanup);

const LIST = 'GET staff/catalog/memberships';
const NAMES: Record<string, string> = { en: 'English', de: 'German' };
const languageName = (lang: Language) => NAMES[lang] ?? lang;
const LANGUAGES: Language[] = ['en', 'de'];
const choices = () => ({
  events: [
    { id: 3, name: { en: 'Neon Nights', de: 'Neonnächte' } },
    { id: 4, name: { en: 'The Prism', de: 'Das Prisma' } },
  ],
  vat_rates: [0, 7],
});
const list = () => ({ body: { data: { memberships: [], choices: choices() } } });

const family = (change: Partial<MembershipDocument> = {}): MembershipDocument => ({
  name: { en: 'Family pass', de: 'Familienkarte' },
  description: { en: 'Two adults and their children.' },
  images: ['/static/demo/pass-family.svg'],
  price: 79_00,
  vat_value: 0,
  sequence_no: 2,
  validity: 'months_from_purchase',
  persons: 6,
  benefits: [
    {
      event_ids: null,
      discount_percent: 100,
      per_booking: 6,
      per_day: 6,
      member_share_percent: 10,
      member_share_until_hours: 24,
    },
  ],
  ...change,
});

const staffMembership = (change: Partial<StaffMembership> = {}): StaffMembership => ({
  id: 52,
  status: 'published',
  document: family(),
  cards: 3,
  ...change,
});

type Answers = Record<string, (call: RecordedCall) => { status?: number; body: unknown }>;

async function renderNew(answers: Answers) {
  const view = await renderWithApi(
    <Routes>
      <Route
        path="/catalog/memberships/new"
        element={<NewMembershipScreen languages={LANGUAGES} languageName={languageName} />}
      />
      <Route path="/catalog/memberships/:id" element={<p>Opened the saved type</p>} />
    </Routes>,
    { [LIST]: list, ...answers },
    { route: '/catalog/memberships/new' },
  );
  await screen.findByRole('region', { name: 'About the pass' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

async function renderSaved(membership: StaffMembership, answers: Answers = {}) {
  const view = await renderWithApi(
    <EditMembershipScreen id={membership.id} languages={LANGUAGES} languageName={languageName} />,
    {
      [LIST]: list,
      [`GET staff/catalog/memberships/${membership.id}`]: () => ({ body: { data: membership } }),
      ...answers,
    },
    { route: `/catalog/memberships/${membership.id}` },
  );
  await screen.findByRole('region', { name: 'About the pass' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

const details = () => screen.getByRole('region', { name: 'About the pass' });
const sale = () => screen.getByRole('region', { name: 'Price and validity' });
const benefits = () => screen.getByRole('region', { name: 'Benefits' });
const type = (into: HTMLElement, value: string) => fireEvent.change(into, { target: { value } });
const announced = () => screen.getByTestId('announcer').textContent;

describe('MembershipEditor', () => {
  it('creates a type with its validity, persons and a benefit for chosen events, then opens it', async () => {
    let sent: unknown;
    const { posts, container } = await renderNew({
      'POST staff/catalog/memberships': ({ body }) => {
        sent = body;
        return {
          body: {
            data: staffMembership({
              id: 60,
              status: 'draft',
              cards: 0,
              document: body as MembershipDocument,
            }),
          },
        };
      },
    });
    expect(await axeViolations(container)).toEqual([]);
    type(within(details()).getByRole('textbox', { name: 'Name in English' }), ' Friends of light ');
    type(within(sale()).getByRole('textbox', { name: 'Price' }), '95,00');
    type(within(sale()).getByRole('textbox', { name: 'Persons per card' }), '2');
    fireEvent.change(within(sale()).getByRole('combobox', { name: 'Valid for' }), {
      target: { value: 'months_from_first_use' },
    });
    fireEvent.click(within(benefits()).getByRole('button', { name: 'Add a benefit' }));
    const benefit = await within(benefits()).findByRole('group', { name: 'Benefit 1' });
    fireEvent.click(within(benefit).getByRole('checkbox', { name: 'For every event' }));
    fireEvent.click(await within(benefit).findByRole('checkbox', { name: 'The Prism' }));
    type(within(benefit).getByRole('textbox', { name: 'Discount in %' }), '50');
    type(within(benefit).getByRole('textbox', { name: 'Member tickets per booking' }), '2');
    type(within(benefit).getByRole('textbox', { name: 'Member tickets per day' }), '4');
    type(within(benefit).getByRole('textbox', { name: 'Places kept for members (% of each slot)' }), '15');
    type(within(benefit).getByRole('textbox', { name: 'Kept until (hours before the slot)' }), '48');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    await screen.findByText('Opened the saved type');
    expect(posts()).toHaveLength(1);
    expect(sent).toEqual({
      name: { en: 'Friends of light' },
      description: {},
      images: [],
      price: 95_00,
      vat_value: 0,
      sequence_no: 0,
      validity: 'months_from_first_use',
      persons: 2,
      benefits: [
        {
          event_ids: [4],
          discount_percent: 50,
          per_booking: 2,
          per_day: 4,
          member_share_percent: 15,
          member_share_until_hours: 48,
        },
      ],
    } satisfies MembershipDocument);
    await waitFor(() => expect(announced()).toBe('Draft created'));
  });

  it('names every problem at its field, focuses the summary and sends nothing', async () => {
    const { posts, container } = await renderNew({});
    type(within(sale()).getByRole('textbox', { name: 'Persons per card' }), '11');
    fireEvent.click(within(benefits()).getByRole('button', { name: 'Add a benefit' }));
    const benefit = await within(benefits()).findByRole('group', { name: 'Benefit 1' });
    type(within(benefit).getByRole('textbox', { name: 'Member tickets per booking' }), '5');
    type(within(benefit).getByRole('textbox', { name: 'Member tickets per day' }), '3');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    const summary = await screen.findByRole('region', {
      name: '4 problems keep the membership type from being saved',
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Name in English: Please fill this in.',
      'Price: Enter an amount in euros from 0 to €100,000.00, for example 12,50.',
      'Persons per card: Enter a whole number of persons from 1 to 10.',
      'Benefit 1 · Member tickets per booking: Per booking cannot be more than per day.',
    ]);
    expect(posts()).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a saved type with its status and cards, and puts the server’s 422 at its field', async () => {
    const { container } = await renderSaved(staffMembership(), {
      'POST staff/catalog/memberships/52': () => ({
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the marked fields',
          errors: { 'benefits.0.event_ids.0': ['unknown_event'] },
        },
      }),
    });
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status.textContent).toContain('In the passes list and on sale.');
    expect(status.textContent).toContain('3 valid member cards have been issued.');
    const benefit = within(benefits()).getByRole('group', { name: 'Benefit 1' });
    expect(
      (within(benefit).getByRole('checkbox', { name: 'For every event' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('region', {
      name: '1 problem keeps the membership type from being saved',
    });
    expect(within(summary).getByRole('link').textContent).toBe(
      'Benefit 1 · Events: This event is not one of the shop’s. Choose another.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
