import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const IDENTITY = 'POST staff/shop/identity';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** The text of what a control's aria-describedby points at. */
function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the identity and languages form', () => {
  it('sends the names of the offered languages, the languages with the default first, zone and address', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [IDENTITY]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/identity' },
    );
    await screen.findByRole('textbox', { name: 'Name in English' });
    expect(field('Name in English').value).toBe('Museum of Light');
    expect(field('Name in German').value).toBe('');
    type('Name in German', '  Museum des Lichts ');
    // French is offered from now on, and made the default.
    fireEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    type('Name in French', 'Musée de la Lumière');
    fireEvent.change(screen.getByRole('combobox', { name: 'Default language' }), { target: { value: 'fr' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time zone' }), {
      target: { value: 'Europe/Paris' },
    });
    type('Support e-mail address', 'hello@museum.example');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Saved: Name and languages'),
    );
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/en/staff/shop/identity?shop=1');
    expect(sent[0]?.body).toEqual({
      site_name_translations: { en: 'Museum of Light', de: 'Museum des Lichts', fr: 'Musée de la Lumière' },
      languages: ['fr', 'en', 'de'],
      default_language: 'fr',
      time_zone: 'Europe/Paris',
      support_email: 'hello@museum.example',
    });
    // The focus stays on the button pressed.
    expect(document.activeElement).toBe(save);
  });

  it('drops a language that is no longer offered, and its name', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [IDENTITY]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/identity' },
    );
    await screen.findByRole('textbox', { name: 'Name in English' });
    type('Name in German', 'Museum des Lichts');
    fireEvent.click(screen.getByRole('checkbox', { name: 'German' }));
    expect(screen.queryByRole('textbox', { name: 'Name in German' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      site_name_translations: { en: 'Museum of Light' },
      languages: ['en'],
      default_language: 'en',
    });
  });

  it('shows the field errors of a 422 beside their fields', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [IDENTITY]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form',
            errors: { 'site_name_translations.de': ['too_long'], time_zone: ['unknown_time_zone'] },
          },
        }),
      },
      { route: '/setup/identity' },
    );
    await screen.findByRole('textbox', { name: 'Name in English' });
    type('Name in German', 'Museum des Lichts');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const german = field('Name in German');
    expect(german.getAttribute('aria-invalid')).toBe('true');
    expect(description(german)).toContain('This is too long.');
    expect(field('Name in English').getAttribute('aria-invalid')).toBeNull();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(description(zone)).toContain('This time zone is not known.');
    expect(screen.getByTestId('announcer').textContent).toBe('');
  });

  it("refuses by the contract's rule before sending: no name in the default language, no language", async () => {
    const { calls } = await renderWithApi(app, { [SETUP]: setupAnswer() }, { route: '/setup/identity' });
    await screen.findByRole('textbox', { name: 'Name in English' });
    type('Name in English', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Name in English')));
    expect(description(field('Name in English'))).toContain('Please fill this in.');
    for (const lang of ['English', 'German']) {
      const box = screen.getByRole('checkbox', { name: lang }) as HTMLInputElement;
      if (box.checked) fireEvent.click(box);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one language.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('previews the unsaved name and languages as a visitor would see them, in each language', async () => {
    const TOKEN = `1.1795000000.${'0123456789abcdef'.repeat(2)}.abcdefghijklmnopqrstuv`;
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        'POST staff/shop/preview': () => ({
          body: { data: { token: TOKEN, until: '2026-11-25T14:30:00.000Z' } },
        }),
      },
      { route: '/setup/identity' },
    );
    await screen.findByRole('textbox', { name: 'Name in English' });
    type('Name in German', 'Museum des Lichts');
    fireEvent.click(screen.getByRole('button', { name: 'View as visitor' }));
    const german = await screen.findByRole('link', { name: 'The shop in German (new tab)' });
    expect(german.getAttribute('href')).toBe(`/de/?preview=${encodeURIComponent(TOKEN)}`);
    expect(screen.getByRole('link', { name: 'The shop in English (new tab)' }).getAttribute('href')).toBe(
      `/en/?preview=${encodeURIComponent(TOKEN)}`,
    );
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Preview ready until 25.11.2026 15:30:'),
    );
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.url)).toEqual(['/api/en/staff/shop/preview?shop=1']);
    expect(sent[0]?.body).toEqual({
      identity: {
        site_name_translations: { en: 'Museum of Light', de: 'Museum des Lichts' },
        languages: ['en', 'de'],
        default_language: 'en',
        time_zone: expect.any(String),
        support_email: expect.any(String),
      },
    });

    // What the rule refuses is not previewed: it is shown beside its field instead.
    type('Name in English', '');
    fireEvent.click(screen.getByRole('button', { name: 'View as visitor' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Name in English')));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
