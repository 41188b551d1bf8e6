import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const SOCIAL = 'POST staff/shop/social';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(cell(name), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });

function withLinks() {
  const setup = halfSetUpShop();
  setup.social_links = [
    { name: 'Instagram', link: 'https://instagram.com/museum' },
    { name: 'Mastodon', link: 'https://mastodon.social/@museum' },
  ];
  return setup;
}

describe('the social links table', () => {
  it('adds a link, moves it to the top and sends the links in their new order', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(withLinks()), [SOCIAL]: () => ({ body: { data: withLinks() } }) },
      { route: '/setup/social' },
    );
    expect(((await screen.findByRole('textbox', { name: 'Name, link 1' })) as HTMLInputElement).value).toBe(
      'Instagram',
    );
    fireEvent.click(button('Add a link'));
    await waitFor(() => expect(document.activeElement).toBe(cell('Name, link 3')));
    type('Name, link 3', ' YouTube ');
    type('Address, link 3', 'https://youtube.com/@museum');
    // Moved twice up: the focus follows it, and the way up ends at the top.
    fireEvent.click(button('Move link 3 up'));
    await waitFor(() => expect(document.activeElement).toBe(button('Move link 2 up')));
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Link 3 moved to position 2.'),
    );
    fireEvent.click(button('Move link 2 up'));
    await waitFor(() => expect(document.activeElement).toBe(button('Move link 1 down')));
    expect((button('Move link 1 up') as HTMLButtonElement).disabled).toBe(true);
    expect(cell('Name, link 1').value).toBe(' YouTube ');
    const save = button('Save');
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Social links'));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/en/staff/shop/social?shop=1');
    expect(sent[0]?.body).toEqual({
      links: [
        { name: 'YouTube', link: 'https://youtube.com/@museum' },
        { name: 'Instagram', link: 'https://instagram.com/museum' },
        { name: 'Mastodon', link: 'https://mastodon.social/@museum' },
      ],
    });
    expect(document.activeElement).toBe(save);
  });

  it('sends nothing while a link has no name or no https address, and removes links', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(withLinks()), [SOCIAL]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/social' },
    );
    await screen.findByRole('textbox', { name: 'Name, link 1' });
    fireEvent.click(button('Add a link'));
    type('Address, link 3', 'http://example.org');
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('1 link needs correcting.');
    expect(cell('Name, link 3').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Address, link 3').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an address that starts with https://.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(button('Remove link 3'));
    fireEvent.click(button('Remove link 1'));
    await waitFor(() => expect(document.activeElement).toBe(cell('Name, link 1')));
    expect(cell('Name, link 1').value).toBe('Mastodon');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      links: [{ name: 'Mastodon', link: 'https://mastodon.social/@museum' }],
    });
  });

  it('shows a 422 field error beside its cell', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(withLinks()),
        [SOCIAL]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form',
            errors: { 'links.1.link': ['not_https'] },
          },
        }),
      },
      { route: '/setup/social' },
    );
    await screen.findByRole('textbox', { name: 'Name, link 1' });
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const address = cell('Address, link 2');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter an address that starts with https://.',
    );
  });
});
