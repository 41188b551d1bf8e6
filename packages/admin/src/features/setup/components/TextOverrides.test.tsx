import type { StaffText } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { type RecordedCall, renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';
import { matchingTexts, TEXTS_PAGE } from './TextOverrides.tsx';

afterEach(cleanup);

const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);

const ENGLISH: StaffText[] = [
  { key: 'nav.tickets', standard: 'Tickets', own: null },
  {
    key: 'shop:passes.intro',
    standard: 'Visit as often as you like for a whole year.',
    own: 'A year of visits.',
  },
  { key: 'cart.items_one', standard: '{{count}} item', own: null },
  { key: 'cart.items_other', standard: '{{count}} items', own: null },
  { key: 'checkout:greeting', standard: 'Hello {{name}}', own: null },
];
const GERMAN: StaffText[] = [{ key: 'nav.tickets', standard: 'Eintrittskarten', own: null }];

/** The texts server: GET answers the list, POST sets or resets one text, as the server does. */
function textsServer(initial: Record<string, StaffText[]> = { en: ENGLISH, de: GERMAN }) {
  const lists = structuredClone(initial);
  const listOf = (call: RecordedCall) => call.url.match(/texts\/([a-z]{2})/)?.[1] ?? 'en';
  return {
    'GET staff/shop/texts/en': (call: RecordedCall) => ({
      body: { data: { lang: listOf(call), texts: lists.en } },
    }),
    'GET staff/shop/texts/de': () => ({ body: { data: { lang: 'de', texts: lists.de } } }),
    'POST staff/shop/texts/en': (call: RecordedCall) => {
      const { key, text } = call.body as { key: string; text: string | null };
      const list = lists.en ?? [];
      const found = list.find((each) => each.key === key);
      if (!found)
        return {
          status: 422,
          body: { code: 'VALIDATION_FAILED', message: 'x', errors: { key: ['unknown_key'] } },
        };
      found.own = text;
      return { body: { data: found } };
    },
  };
}

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');
const search = () => screen.getByRole('searchbox', { name: 'Search the texts' });
const own = (key: string) =>
  screen.getByRole('textbox', { name: `The museum's text ${key}` }) as HTMLTextAreaElement;
const announced = () => screen.getByTestId('announcer').textContent;

describe('the text override editor', () => {
  it('searches the keys, standard and own texts, counts the matches, and says when none match', async () => {
    await renderWithApi(
      app,
      { [SETUP]: setupAnswer(halfSetUpShop()), ...textsServer() },
      { route: '/setup/texts' },
    );
    expect((await screen.findByText('5 texts')).getAttribute('role')).toBe('status');
    // The standard text beside the museum's own.
    const row = own('shop:passes.intro').closest('li') as HTMLElement;
    expect(within(row).getByText('Visit as often as you like for a whole year.')).toBeTruthy();
    expect(own('shop:passes.intro').value).toBe('A year of visits.');
    expect(within(row).getByText('Own words')).toBeTruthy();
    // A search by a word of the museum's own text, then by a key, then by a standard text.
    fireEvent.change(search(), { target: { value: 'YEAR OF' } });
    await waitFor(() => expect(screen.getByText('1 text')).toBeTruthy());
    fireEvent.change(search(), { target: { value: 'cart.items' } });
    await waitFor(() => expect(screen.getByText('2 texts')).toBeTruthy());
    // Each plural form says which numbers it is for, and the placeholders the shop fills in.
    const notes = (key: string) =>
      document.getElementById(own(key).id.replace(/-own$/, '-fills'))?.textContent;
    expect(notes('cart.items_one')).toBe('The shop fills in: {{count}} · Form used for the number 1');
    expect(notes('cart.items_other')).toBe(
      'The shop fills in: {{count}} · Form used for the numbers 0, 2, 3, …',
    );
    fireEvent.change(search(), { target: { value: 'no such words' } });
    await waitFor(() => expect(screen.getByText('No text matches the search.')).toBeTruthy());
    expect(screen.getByText('0 texts')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('saves the museum’s words for a text and resets another to standard', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(halfSetUpShop()), ...textsServer() },
      { route: '/setup/texts' },
    );
    await screen.findByText('5 texts');
    fireEvent.change(own('nav.tickets'), { target: { value: 'Admission\ntickets ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save nav.tickets' }));
    await waitFor(() => expect(announced()).toBe('Saved: nav.tickets'));
    expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/en/staff/shop/texts/en?shop=1', { key: 'nav.tickets', text: 'Admission tickets' }],
    ]);
    await waitFor(() => expect(own('nav.tickets').value).toBe('Admission tickets'));

    const reset = screen.getByRole('button', { name: 'Reset to standard: shop:passes.intro' });
    fireEvent.click(reset);
    await waitFor(() => expect(announced()).toBe('shop:passes.intro shows the standard text again.'));
    expect(posts(calls)[1]?.body).toEqual({ key: 'shop:passes.intro', text: null });
    expect(own('shop:passes.intro').value).toBe('Visit as often as you like for a whole year.');
    // The reset button goes with the museum's words; the focus stays in the row.
    expect(screen.queryByRole('button', { name: 'Reset to standard: shop:passes.intro' })).toBeNull();
    expect(document.activeElement).toBe(own('shop:passes.intro'));
  });

  it('names a lost or foreign placeholder and markup before sending anything', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(halfSetUpShop()), ...textsServer() },
      { route: '/setup/texts' },
    );
    await screen.findByText('5 texts');
    fireEvent.change(own('checkout:greeting'), { target: { value: 'Welcome {{city}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save checkout:greeting' }));
    const field = own('checkout:greeting');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(`${field.id.replace(/-own$/, '')}-error`);
    expect(error?.textContent).toBe(
      'Keep {{name}}: the shop puts a value there. Remove {{city}}: the shop fills in no such value here.',
    );
    expect(field.getAttribute('aria-describedby')).toContain(error?.id);
    fireEvent.change(field, { target: { value: '<b>Hello</b> {{name}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save checkout:greeting' }));
    await waitFor(() =>
      expect(
        screen.getByText('HTML tags are not allowed here: the shop shows the text exactly as written.'),
      ).toBeTruthy(),
    );
    expect(posts(calls)).toHaveLength(0);
    // "1 item" may say "One item" in English, where the form is for the number 1 alone.
    fireEvent.change(own('cart.items_one'), { target: { value: 'One item' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save cart.items_one' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
  });

  it('shows a 422 of the server beside its text', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(halfSetUpShop()),
        ...textsServer(),
        'POST staff/shop/texts/en': () => ({
          status: 422,
          body: { code: 'VALIDATION_FAILED', message: 'x', errors: { key: ['unknown_key'] } },
        }),
      },
      { route: '/setup/texts' },
    );
    await screen.findByText('5 texts');
    fireEvent.change(own('nav.tickets'), { target: { value: 'Entry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save nav.tickets' }));
    await waitFor(() => expect(screen.getByText('The shop has no text with this key.')).toBeTruthy());
    expect(own('nav.tickets').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the texts of another offered language, keeping unsaved words of the first', async () => {
    await renderWithApi(
      app,
      { [SETUP]: setupAnswer(halfSetUpShop()), ...textsServer() },
      { route: '/setup/texts' },
    );
    await screen.findByText('5 texts');
    fireEvent.change(own('nav.tickets'), { target: { value: 'Entry' } });
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...language.options].map((option) => option.value)).toEqual(['en', 'de']);
    fireEvent.change(language, { target: { value: 'de' } });
    await screen.findByText('1 text');
    expect(own('nav.tickets').value).toBe('Eintrittskarten');
    fireEvent.change(language, { target: { value: 'en' } });
    await screen.findByText('5 texts');
    expect(own('nav.tickets').value).toBe('Entry');
  });

  it('shows the first matches of a long list and says how many more there are', async () => {
    const many = Array.from({ length: TEXTS_PAGE + 7 }, (_, n) => ({
      key: `list.entry${n}`,
      standard: `Entry ${n}`,
      own: null,
    }));
    await renderWithApi(
      app,
      { [SETUP]: setupAnswer(halfSetUpShop()), ...textsServer({ en: many, de: [] }) },
      { route: '/setup/texts' },
    );
    await screen.findByText(`${TEXTS_PAGE + 7} texts`);
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('textarea'))).toHaveLength(
      TEXTS_PAGE,
    );
    expect(screen.getByText('7 more texts match. Refine the search, or show more.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 7 more' }));
    await waitFor(() => expect(document.activeElement).toBe(own(`list.entry${TEXTS_PAGE}`)));
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('filters by every word, without minding case or accents', () => {
    const texts: StaffText[] = [
      { key: 'a', standard: 'Gebühr für Führungen', own: null },
      { key: 'b', standard: 'Tickets', own: 'Eintritt' },
    ];
    expect(matchingTexts(texts, 'GEBUHR fuhrungen', false).map((text) => text.key)).toEqual(['a']);
    expect(matchingTexts(texts, '', true).map((text) => text.key)).toEqual(['b']);
    expect(matchingTexts(texts, 'eintritt', false).map((text) => text.key)).toEqual(['b']);
  });
});
