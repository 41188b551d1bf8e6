import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { isoInstant, localInputValue } from '../../../lib/local-date-time.ts';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const NOTICES = 'POST staff/shop/notices';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** The text of what a control's aria-describedby points at. */
function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the date-time fields', () => {
  it('read a local time as an instant and show an instant back in local time; empty is none', () => {
    const iso = isoInstant('2026-12-20T09:30');
    expect(iso).toBe(new Date('2026-12-20T09:30').toISOString());
    expect(localInputValue(iso)).toBe('2026-12-20T09:30');
    expect(isoInstant('')).toBeNull();
    expect(localInputValue(null)).toBe('');
    expect(localInputValue('not a date')).toBe('');
  });
});

describe('the cookie notice and message form', () => {
  it('says in which languages a text is missing, and that visitors there get the default language’s', async () => {
    const shop = halfSetUpShop();
    await renderWithApi(
      app,
      { [SETUP]: setupAnswer({ ...shop, identity: { ...shop.identity, languages: ['en', 'de', 'fr'] } }) },
      { route: '/setup/notices' },
    );
    await screen.findByRole('checkbox', { name: 'Show a cookie notice' });
    const missing = () => screen.queryAllByText(/^Not written in/).map((note) => note.textContent);
    expect(missing()).toEqual([]);
    type('Message in English', 'Closed on 24 December');
    expect(missing()).toEqual([
      'Not written in German and French yet: visitors who read the shop in those languages see the English text.',
    ]);
    type('Message in French', 'Fermé le 24 décembre');
    expect(missing()).toEqual([
      'Not written in German yet: visitors who read the shop in that language see the English text.',
    ]);
    type('Message in German', 'Am 24. Dezember geschlossen');
    expect(missing()).toEqual([]);
  });

  it('sends the notice, the message per language, its style and its window as ISO instants', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [NOTICES]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/notices' },
    );
    const cookie = (await screen.findByRole('checkbox', {
      name: 'Show a cookie notice',
    })) as HTMLInputElement;
    expect(cookie.checked).toBe(false);
    fireEvent.click(cookie);
    type('Cookie notice in English', '<p>We use one cookie. <a href="/privacy">More</a></p>');
    type('Cookie notice in German', ' <p>Wir verwenden ein Cookie.</p> ');
    expect(description(field('Cookie notice in English'))).toContain('Simple HTML is allowed');
    type('Message in English', ' Closed on 24 December ');
    type('Message in German', 'Am 24. Dezember geschlossen');
    fireEvent.change(screen.getByRole('combobox', { name: 'Style' }), { target: { value: 'warning' } });
    type('Show from', '2026-12-20T09:00');
    type('Show until', '2026-12-25T00:00');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Saved: Cookie notice and message'),
    );
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/en/staff/shop/notices?shop=1');
    expect(sent[0]?.body).toEqual({
      cookie_notice: {
        enabled: true,
        texts: {
          en: '<p>We use one cookie. <a href="/privacy">More</a></p>',
          de: '<p>Wir verwenden ein Cookie.</p>',
        },
      },
      global_message: {
        texts: { en: 'Closed on 24 December', de: 'Am 24. Dezember geschlossen' },
        style: 'warning',
        from: new Date('2026-12-20T09:00').toISOString(),
        until: new Date('2026-12-25T00:00').toISOString(),
      },
    });
    expect(document.activeElement).toBe(save);
  });

  it('shows the saved window in local time, sends an emptied date as null', async () => {
    const setup = halfSetUpShop();
    setup.notices.global_message = {
      texts: { en: 'Late opening on Thursdays' },
      style: 'info',
      from: new Date('2026-06-01T10:00').toISOString(),
      until: new Date('2026-06-30T18:00').toISOString(),
    };
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(setup), [NOTICES]: () => ({ body: { data: setup } }) },
      { route: '/setup/notices' },
    );
    await screen.findByRole('checkbox', { name: 'Show a cookie notice' });
    expect(field('Show from').value).toBe('2026-06-01T10:00');
    expect(field('Show until').value).toBe('2026-06-30T18:00');
    type('Show until', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      global_message: { from: new Date('2026-06-01T10:00').toISOString(), until: null },
    });
  });

  it('shows the field errors of a 422 beside their fields', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [NOTICES]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form',
            errors: {
              'cookie_notice.texts.de': ['script_not_allowed'],
              'global_message.until': ['until_before_from'],
            },
          },
        }),
      },
      { route: '/setup/notices' },
    );
    await screen.findByRole('checkbox', { name: 'Show a cookie notice' });
    type('Cookie notice in German', '<script>alert(1)</script>');
    type('Show from', '2026-12-20T09:00');
    type('Show until', '2026-12-19T09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const until = field('Show until');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(description(until)).toContain('The end must come after the start.');
    expect(field('Show from').getAttribute('aria-invalid')).toBeNull();
    expect(description(field('Cookie notice in German'))).toContain(
      'The text contains a script or an event handler',
    );
    expect(screen.getByTestId('announcer').textContent).toBe('');
  });
});
