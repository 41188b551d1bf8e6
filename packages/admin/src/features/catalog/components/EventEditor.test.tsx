import type { EventDocument, Language, StaffEvent } from '@museum-shop/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../../test-support/render.tsx';
import { choices, eventDocument, staffEvent } from '../catalog-fixture.ts';
import { EditEventScreen, NewEventScreen } from './EventEditorScreen.tsx';

afterEach(cleanup);

const LIST = 'GET staff/catalog/events';
const NAMES: Record<string, string> = { en: 'English', de: 'German' };
const languageName = (lang: Language) => NAMES[lang] ?? lang;
const LANGUAGES: Language[] = ['en', 'de'];
const list = () => ({ body: { data: { events: [], choices: choices() } } });
const TOKEN = '1.1795000000.abcdefghijklmnopqrstuv';
/** The shop's preview link, which the status panel's "View as visitor" carries (issue 35). */
const previewLink = () => ({ body: { data: { token: TOKEN, until: '2026-11-25T10:00:00.000Z' } } });

/** A new event's editor at /catalog/new; a created event opens at /catalog/:id. */
async function renderNew(
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>,
) {
  const view = await renderWithApi(
    <Routes>
      <Route
        path="/catalog/new"
        element={<NewEventScreen languages={LANGUAGES} languageName={languageName} previewMonth="2026-11" />}
      />
      <Route path="/catalog/:id" element={<p>Opened the saved event</p>} />
    </Routes>,
    { [LIST]: list, ...answers },
    { route: '/catalog/new' },
  );
  await screen.findByRole('region', { name: 'About the event' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

async function renderSaved(
  event: StaffEvent,
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }> = {},
) {
  const view = await renderWithApi(
    <EditEventScreen
      id={event.id}
      languages={LANGUAGES}
      languageName={languageName}
      previewMonth="2026-11"
    />,
    {
      [LIST]: list,
      [`GET staff/catalog/events/${event.id}`]: () => ({ body: { data: event } }),
      'GET staff/shop/preview': previewLink,
      ...answers,
    },
    { route: `/catalog/${event.id}` },
  );
  await screen.findByRole('region', { name: 'About the event' });
  return { ...view, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

const details = () => screen.getByRole('region', { name: 'About the event' });
const ticket = (n: number) => screen.getByRole('group', { name: new RegExp(`^Ticket type ${n}\\b`) });
const rule = (n: number) => screen.getByRole('group', { name: `Opening rule ${n}` });
const announced = () => screen.getByTestId('announcer').textContent;

function type(into: HTMLElement, value: string) {
  fireEvent.change(into, { target: { value } });
}

/** Types a date (ddmmyyyy) into a date field as a keyboard does, segment by segment. */
function typeDate(scope: HTMLElement, label: string, digits: string) {
  const group = within(scope).getByRole('group', { name: label });
  const [day] = within(group).getAllByRole('spinbutton');
  act(() => day?.focus());
  for (const character of digits) {
    const target = document.activeElement as HTMLElement;
    act(() => {
      target.dispatchEvent(
        new InputEvent('beforeinput', {
          data: character,
          inputType: 'insertText',
          bubbles: true,
          cancelable: true,
        }),
      );
    });
  }
}

function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The day of the preview by its date as read out ("Tuesday 3 November"). */
const day = (name: string) => screen.getByRole('cell', { name: new RegExp(`^${name}\\b`) });

/** The required fields of a new event, with one adult ticket and an opening rule from 1.12.2026. */
async function fillValidEvent() {
  type(within(details()).getByRole('textbox', { name: 'Name in English' }), '  Neon Nights ');
  type(within(details()).getByRole('textbox', { name: 'Name in German' }), 'Neonnächte');
  type(within(details()).getByRole('textbox', { name: 'Description in English' }), 'Light art after dark.');
  fireEvent.click(within(details()).getByRole('checkbox', { name: 'Evenings' }));
  typeDate(details(), 'Sorting date', '01122026');
  type(within(details()).getByRole('textbox', { name: 'Sorting time' }), '18:00');
  typeDate(details(), 'Last day', '31012027');

  fireEvent.click(screen.getByRole('button', { name: 'Add ticket type' }));
  await waitFor(() =>
    expect(document.activeElement).toBe(within(ticket(1)).getByRole('textbox', { name: 'Name in English' })),
  );
  type(within(ticket(1)).getByRole('textbox', { name: 'Name in English' }), 'Adult');
  type(within(ticket(1)).getByRole('textbox', { name: 'Price in euros' }), '12,50');
  fireEvent.change(within(ticket(1)).getByRole('combobox', { name: 'VAT' }), { target: { value: '19' } });
  fireEvent.change(within(ticket(1)).getByRole('combobox', { name: 'Ticket group' }), {
    target: { value: '9' },
  });
  fireEvent.click(within(ticket(1)).getByRole('checkbox', { name: 'Print separately' }));

  fireEvent.click(screen.getByRole('button', { name: 'Add opening rule' }));
  await waitFor(() =>
    expect(document.activeElement).toBe(within(rule(1)).getByRole('checkbox', { name: 'Monday' })),
  );
  fireEvent.click(within(rule(1)).getByRole('checkbox', { name: 'Monday' }));
}

// The whole editor is one long form: finding its fields by role and name takes seconds in jsdom,
// three times as long when the suite shares the machine's two cores, so it has a guard of its own.
describe('the event editor (issue 35)', { timeout: 60_000 }, () => {
  it('creates a valid new event: the document as typed, prices in cents, then opens it', async () => {
    let sent: EventDocument | undefined;
    const { posts } = await renderNew({
      'POST staff/catalog/events': ({ body }) => {
        sent = body as EventDocument;
        return { body: { data: staffEvent({ id: 12, document: sent }) } };
      },
    });
    await fillValidEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(await screen.findByText('Opened the saved event')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(sent).toEqual({
      name: { en: 'Neon Nights', de: 'Neonnächte' },
      description: { en: 'Light art after dark.' },
      image: null,
      venue_id: 3,
      custom_group_ids: [5],
      sequence_no: 0,
      sorting_datetime: '2026-12-01 18:00',
      end: '2027-01-31',
      tickets: [
        {
          id: null,
          name: { en: 'Adult' },
          mode: 1,
          price: 1250,
          vat_value: 19,
          group_id: 9,
          family: false,
          subtickets: [],
          book_with_cost: false,
          book_with_cost_warn: false,
          print_separately: true,
          unique_barcode: false,
          scan_separately: false,
          sale_from: null,
          sale_until_minutes_before: null,
        },
      ],
      schedule: {
        rules: [
          {
            weekdays: [2, 3, 4, 5, 6, 7],
            from: '2026-12-01',
            until: '2027-01-31',
            times: { kind: 'every', first: '10:00', last: '16:30', minutes: 30 },
            duration: 30,
            capacity: 20,
          },
        ],
        closed: [],
        specials: [],
      },
    } satisfies EventDocument);
    expect(announced()).toBe('Draft created');
  });

  it('shows a family ticket without sub-tickets at its field, sends nothing and focuses the summary', async () => {
    const { posts } = await renderNew({});
    await fillValidEvent();
    fireEvent.click(within(ticket(1)).getByRole('checkbox', { name: 'Family ticket' }));
    const subtickets = within(ticket(1)).getByRole('group', { name: 'Sub-tickets' });
    expect(subtickets.textContent).toContain('No sub-tickets yet: a family ticket needs at least one.');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    const summary = await screen.findByRole('region', { name: '1 problem keeps the event from being saved' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = within(summary).getByRole('link');
    expect(link.textContent).toBe(
      'Ticket type 1 · Sub-tickets: A family ticket needs at least one sub-ticket.',
    );
    expect(description(subtickets)).toBe('A family ticket needs at least one sub-ticket.');
    expect(posts()).toEqual([]);
    // The summary's link takes the focus to the field, and what was typed is still there.
    fireEvent.click(link);
    expect(document.activeElement).toBe(within(subtickets).getByRole('button', { name: 'Add sub-ticket' }));
    expect(
      (within(ticket(1)).getByRole('textbox', { name: 'Price in euros' }) as HTMLInputElement).value,
    ).toBe('12,50');

    // A sub-ticket mends it: the problem goes as it is typed away.
    fireEvent.click(within(subtickets).getByRole('button', { name: 'Add sub-ticket' }));
    const child = within(subtickets).getByRole('group', { name: 'Sub-ticket 1' });
    type(within(child).getByRole('textbox', { name: 'Name in English' }), 'Child');
    type(within(child).getByRole('textbox', { name: 'At most' }), '3');
    type(within(child).getByRole('textbox', { name: 'At least' }), '3');
    expect(child.textContent).toContain('Fixed count: always 3.');
    await waitFor(() => expect(screen.queryByRole('region', { name: /problem/ })).toBeNull());
  });

  it('checks every field by the contract before sending: names each problem at its field', async () => {
    const { posts } = await renderNew({});
    fireEvent.click(screen.getByRole('button', { name: 'Add ticket type' }));
    type(within(ticket(1)).getByRole('textbox', { name: 'Price in euros' }), '12.555');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));

    const summary = await screen.findByRole('region', { name: /problems keep the event from being saved/ });
    const items = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toEqual([
      'Name in English: Please fill this in.',
      'Last day: Please fill this in.',
      'Ticket type 1 · Name in English: Please fill this in.',
      'Ticket type 1 · Price in euros: Enter an amount in euros from 0 to €100,000.00, for example 12,50.',
      'Opening hours: Ticket types need opening hours that make at least one slot.',
    ]);
    const price = within(ticket(1)).getByRole('textbox', { name: 'Price in euros' });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('shows the month of slots the rule makes before saving, and follows the rule as it is typed', async () => {
    await renderNew({});
    fireEvent.click(screen.getByRole('button', { name: 'Add opening rule' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(rule(1)).getByRole('checkbox', { name: 'Monday' })),
    );
    // Every 30 minutes from 10:00 to 16:30, Tuesday to Sunday, from 1 November 2026 on.
    fireEvent.click(within(rule(1)).getByRole('checkbox', { name: 'Monday' }));
    typeDate(rule(1), 'From', '01112026');
    type(within(rule(1)).getByRole('textbox', { name: 'Minutes between starts' }), '30');
    type(within(rule(1)).getByRole('textbox', { name: 'First start' }), '10:00');
    type(within(rule(1)).getByRole('textbox', { name: 'Last start' }), '16:30');

    const preview = screen.getByRole('region', { name: 'Slots month by month' });
    const month = within(preview).getByRole('table', { name: 'Slots in November 2026' });
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 25 days (November 2026 has 5 Mondays) of 14 starts.
    expect(preview.textContent).toContain('November 2026: 350 slots');
    expect(day('Monday 2 November').textContent).toContain('No slots');
    expect(day('Tuesday 3 November').textContent).toContain('14 slots 10:00–16:30');
    expect(day('Sunday 1 November').textContent).toContain('14 slots');

    type(within(rule(1)).getByRole('textbox', { name: 'Last start' }), '12:00');
    expect(day('Tuesday 3 November').textContent).toContain('5 slots 10:00–12:00');
    expect(preview.textContent).toContain('November 2026: 125 slots');

    fireEvent.click(within(preview).getByRole('button', { name: 'Next month: December 2026' }));
    expect(within(preview).getByRole('table', { name: 'Slots in December 2026' })).toBeTruthy();
    expect(preview.textContent).toContain('December 2026: 135 slots');
    expect(day('Monday 7 December').textContent).toContain('No slots');
  });

  it('marks closed days and special openings in the preview', async () => {
    await renderSaved(
      staffEvent({
        document: eventDocument({
          schedule: {
            ...eventDocument().schedule,
            closed: [{ date: '2026-11-10', holiday: true, name: 'St Martin' }],
            specials: [
              {
                date: '2026-11-12',
                times: { kind: 'list', times: ['18:00', '19:30'] },
                duration: 60,
                capacity: 30,
              },
            ],
          },
        }),
      }),
    );
    expect(day('Tuesday 10 November').textContent).toContain('Holiday: St Martin');
    expect(day('Tuesday 10 November').textContent).not.toContain('slots');
    expect(day('Thursday 12 November').textContent).toContain('2 slots 18:00–19:30 Special opening');
  });

  it('saves a saved event: stays, announces it, keeps the focus and sends the ids it has', async () => {
    const { posts } = await renderSaved(staffEvent(), {
      'POST staff/catalog/events/7': ({ body }) => ({
        body: { data: staffEvent({ document: body as EventDocument }) },
      }),
    });
    const price = within(ticket(1)).getByRole('textbox', { name: 'Price in euros' }) as HTMLInputElement;
    expect(price.value).toBe('16.00');
    type(price, '17,5');
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    fireEvent.click(save);

    await waitFor(() => expect(announced()).toBe('Saved'));
    expect(document.activeElement).toBe(save);
    const body = posts()[0]?.body as EventDocument;
    expect(body.tickets[0]).toMatchObject({ id: 21, price: 1750, vat_value: 7, group_id: 9 });
    expect(body.schedule.closed).toEqual([{ date: '2026-12-25', holiday: true, name: 'Christmas Day' }]);
    // The form shows what was saved, as the server keeps it.
    const saved = within(ticket(1)).getByRole('textbox', { name: 'Price in euros' }) as HTMLInputElement;
    expect(saved.value).toBe('17.50');
  });

  it('keeps the focus in the field Enter was pressed in when the form is saved', async () => {
    await renderSaved(staffEvent(), {
      'POST staff/catalog/events/7': ({ body }) => ({
        body: { data: staffEvent({ document: body as EventDocument }) },
      }),
    });
    const price = within(ticket(1)).getByRole('textbox', { name: 'Price in euros' });
    type(price, '18');
    act(() => price.focus());
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(announced()).toBe('Saved'));
    const shown = within(ticket(1)).getByRole('textbox', { name: 'Price in euros' }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(shown.value).toBe('18.00');
  });

  it("puts the server's 422 at its fields, keeps what was typed, and focuses the summary", async () => {
    const { posts } = await renderSaved(staffEvent(), {
      'POST staff/catalog/events/7': () => ({
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the marked fields',
          errors: {
            'tickets.0.group_id': ['unknown_group'],
            'schedule.rules.0.capacity': ['capacity_below_taken'],
          },
        },
      }),
    });
    const capacity = within(rule(1)).getByRole('textbox', { name: 'Places per slot' }) as HTMLInputElement;
    type(capacity, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('region', { name: '2 problems keep the event from being saved' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(capacity.getAttribute('aria-invalid')).toBe('true');
    expect(description(capacity)).toContain('Some slots have more places sold or held than this capacity.');
    const group = within(ticket(1)).getByRole('combobox', { name: 'Ticket group' });
    expect(description(group)).toContain('This group is not one of the shop’s. Choose another.');
    expect(capacity.value).toBe('5');
    expect(posts()).toHaveLength(1);
    expect(announced()).toBe('');
  });

  it('uploads a picture to the media library, described by the name, shows it and saves its address', async () => {
    const uploaded = {
      id: 'media-9',
      src: '/media/media-9-480.webp',
      srcset: '/media/media-9-480.webp 480w',
      srcset_avif: '',
      width: 480,
      height: 320,
      alt: { en: 'Neon Nights', de: 'Neonnächte' },
    };
    const { posts } = await renderSaved(staffEvent(), {
      'POST staff/media': () => ({ body: { data: uploaded } }),
      'POST staff/catalog/events/7': ({ body }) => ({
        body: { data: staffEvent({ document: body as EventDocument }) },
      }),
    });
    const picture = within(details()).getByRole('group', { name: 'Picture' });
    expect(picture.textContent).toContain('No picture yet.');
    const file = new File([new Uint8Array([1, 2, 3, 250])], 'neon.png', { type: 'image/png' });
    fireEvent.change(within(picture).getByLabelText('Upload a picture'), { target: { files: [file] } });
    await waitFor(() => expect(announced()).toBe('Picture uploaded. Save to keep the change.'));
    expect(posts()[0]?.body).toEqual({
      content_base64: 'AQID+g==',
      alt: { en: 'Neon Nights', de: 'Neonnächte' },
    });
    expect(picture.querySelector('img')?.getAttribute('src')).toBe(uploaded.src);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(announced()).toBe('Saved'));
    expect((posts()[1]?.body as EventDocument | undefined)?.image).toBe(uploaded.src);
    fireEvent.click(within(picture).getByRole('button', { name: 'Remove picture' }));
    expect(picture.textContent).toContain('No picture yet.');
  });

  it('lists the slots kept with sales or holds, for a person to decide', async () => {
    await renderSaved(
      staffEvent({
        kept_slots: [
          {
            id: 301,
            date: '2026-12-01',
            time: '10:00',
            end_time: '10:30',
            capacity: 20,
            taken: 12,
            closed: false,
            reason: 'not_in_schedule',
          },
        ],
      }),
    );
    const kept = screen.getByRole('region', { name: '1 slot kept for you to decide' });
    expect(kept.textContent).toContain(
      'These slots have sales or holds and were kept as they were; decide what to do with them.',
    );
    const cells = within(kept)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '01.12.2026',
      '10:00–10:30',
      '12 of 20 places',
      'The opening hours no longer make this slot.',
    ]);
    expect(within(kept).getByRole('link', { name: '01.12.2026' }).getAttribute('href')).toBe(
      '/day-sheet?date=2026-12-01',
    );
  });

  it('offers the status changes that apply, publishes, and duplicates into a new draft', async () => {
    const { posts } = await renderSaved(staffEvent(), {
      'POST staff/catalog/events/7/status': ({ body }) => ({
        body: { data: staffEvent({ status: (body as { status: 'published' }).status }) },
      }),
      'POST staff/catalog/events/7/duplicate': () => ({ body: { data: staffEvent({ id: 8 }) } }),
    });
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status.textContent).toContain('Draft');
    const buttons = () =>
      within(status)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons()).toEqual(['Publish', 'Archive', 'Duplicate as a new draft']);
    const view = await within(status).findByRole('link', { name: 'View as visitor (new tab)' });
    expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual([
      `/en/tickets/7?preview=${TOKEN}`,
      '_blank',
    ]);
    fireEvent.click(within(status).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(announced()).toBe('Published: the event is on sale.'));
    expect(posts()[0]?.body).toEqual({ status: 'published' });
    await waitFor(() => expect(buttons()).toEqual(['Archive', 'Back to draft', 'Duplicate as a new draft']));

    fireEvent.click(within(status).getByRole('button', { name: 'Duplicate as a new draft' }));
    await waitFor(() => expect(announced()).toBe('Copied as a new draft.'));
    expect(posts()[1]?.url).toBe('/api/en/staff/catalog/events/7/duplicate?shop=1');
  });
});
