import type { Language, StaffTour, TourDocument } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isoDate } from '../../../lib/format.ts';
import { type RecordedCall, renderWithApi } from '../../../test-support/render.tsx';
import { choices } from '../catalog-fixture.ts';
import { NewTourScreen } from './TourEditorScreen.tsx';

afterEach(cleanup);

const NAMES: Record<string, string> = { en: 'English', de: 'German' };
const languageName = (lang: Language) => NAMES[lang] ?? lang;
const LANGUAGES: Language[] = ['en', 'de'];
const categories = [{ id: 2, name: { en: 'Highlights', de: 'Höhepunkte' } }];

async function renderNew(
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>,
) {
  const view = await renderWithApi(
    <Routes>
      <Route
        path="/catalog/tours/new"
        element={
          <NewTourScreen languages={LANGUAGES} languageName={languageName} languageAlone={languageName} />
        }
      />
      <Route path="/catalog/tours/:id" element={<p>Opened the saved tour</p>} />
    </Routes>,
    {
      'GET staff/catalog/events': () => ({ body: { data: { events: [], choices: choices() } } }),
      'GET staff/catalog/tours': () => ({ body: { data: { tours: [], categories } } }),
      ...answers,
    },
    { route: '/catalog/tours/new' },
  );
  await screen.findByRole('region', { name: 'About the guided tour' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

const details = () => screen.getByRole('region', { name: 'About the guided tour' });
const region = (name: string) => screen.getByRole('region', { name });
const group = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('group', { name });
const type = (into: HTMLElement, value: string) => fireEvent.change(into, { target: { value } });
const announced = () => screen.getByTestId('announcer').textContent;

/** A tour with one price, a question to choose from (its option added or not) and an opening rule. */
async function fillTour({ withOption }: { withOption: boolean }) {
  type(within(details()).getByRole('textbox', { name: 'Name in English' }), 'Highlights for schools');
  type(within(details()).getByRole('textbox', { name: 'Exhibition or theme in English' }), 'Neon Nights');
  type(within(details()).getByRole('textbox', { name: 'People per guide' }), '25');

  const prices = region('Price list');
  fireEvent.click(within(prices).getByRole('button', { name: 'Add price' }));
  const price = group(prices, 'Price 1');
  await waitFor(() =>
    expect(document.activeElement).toBe(within(price).getByRole('textbox', { name: 'Name in English' })),
  );
  type(within(price).getByRole('textbox', { name: 'Name in English' }), 'Pupil');
  type(within(price).getByRole('textbox', { name: 'Price in euros' }), '4,50');
  fireEvent.change(within(price).getByRole('combobox', { name: 'VAT' }), { target: { value: '19' } });

  const questions = region('Questions to the group');
  fireEvent.click(within(questions).getByRole('button', { name: 'Add question' }));
  const question = group(questions, 'Question 1');
  fireEvent.change(within(question).getByRole('combobox', { name: 'Kind of answer' }), {
    target: { value: 'radio' },
  });
  type(within(question).getByRole('textbox', { name: 'Question in English' }), 'Age of the pupils');
  fireEvent.click(within(question).getByRole('checkbox', { name: 'Must be answered' }));
  if (withOption) {
    const options = group(question, 'Options');
    fireEvent.click(within(options).getByRole('button', { name: 'Add option' }));
    const option = group(options, 'Option 1');
    type(within(option).getByRole('textbox', { name: 'Value' }), '6-10');
    type(within(option).getByRole('textbox', { name: 'Label in English' }), '6 to 10 years');
    type(within(option).getByRole('textbox', { name: 'Label in German' }), '6 bis 10 Jahre');
  }

  fireEvent.click(screen.getByRole('button', { name: 'Add opening rule' }));
  const rule = group(region('Opening hours'), 'Opening rule 1');
  type(within(rule).getByRole('textbox', { name: 'Guides at this time' }), '2');
}

// The whole editor is one long form: finding its fields by role and name takes seconds in jsdom,
// three times as long when the suite shares the machine's two cores, so it has a guard of its own.
describe('the guided tour editor (issue 35)', { timeout: 60_000 }, () => {
  it('creates a valid new tour: prices in cents, a question with its options, guides per start', async () => {
    let sent: TourDocument | undefined;
    const { posts } = await renderNew({
      'POST staff/catalog/tours': ({ body }) => {
        sent = body as TourDocument;
        const tour: StaffTour = {
          id: 12,
          status: 'draft',
          document: sent,
          kept_slots: [],
          slots_ahead: 40,
          made_until: null,
        };
        return { body: { data: tour } };
      },
    });
    await fillTour({ withOption: true });
    const preview = region('Slots month by month');
    // Two starts a day, each with two guides of 25 people.
    expect(preview.textContent).toContain('2 slots 11:00–15:00 4 guides · 100 places');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(await screen.findByText('Opened the saved tour')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(sent).toEqual({
      name: { en: 'Highlights for schools' },
      description: {},
      event_name: { en: 'Neon Nights' },
      image: null,
      venue_id: 3,
      category_id: 2,
      language: 'en',
      custom_group_ids: [],
      sequence_no: 0,
      duration_minutes: 60,
      max_participants: 25,
      single_ticketing: false,
      book_complete_tour: false,
      booking_without_tickets: true,
      prices: [{ id: null, name: { en: 'Pupil' }, price: 450, vat_value: 19 }],
      tickets: [],
      questions: [
        {
          id: null,
          type: 'radio',
          question: { en: 'Age of the pupils' },
          mandatory: true,
          options: [{ value: '6-10', label: { en: '6 to 10 years', de: '6 bis 10 Jahre' } }],
        },
      ],
      schedule: {
        rules: [
          {
            weekdays: [1, 2, 3, 4, 5, 6, 7],
            from: isoDate(new Date()),
            until: null,
            times: { kind: 'list', times: ['11:00', '15:00'] },
            duration: 60,
            capacity: 2,
          },
        ],
        closed: [],
        specials: [],
      },
    } satisfies TourDocument);
    expect(announced()).toBe('Draft created');
  });

  it('shows a choice question without options at its field and sends nothing', async () => {
    const { posts } = await renderNew({});
    await fillTour({ withOption: false });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    const summary = await screen.findByRole('region', {
      name: '1 problem keeps the guided tour from being saved',
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link').textContent).toBe(
      'Question 1 · Options: Add at least one option to choose from.',
    );
    const options = group(group(region('Questions to the group'), /^Question 1\b/), 'Options');
    expect(options.textContent).toContain('Add at least one option to choose from.');
    expect(posts()).toEqual([]);
  });
});
