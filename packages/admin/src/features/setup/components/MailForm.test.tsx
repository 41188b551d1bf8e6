import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const MAIL = 'POST staff/shop/mail';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe("the e-mails' sender form", () => {
  it('says the address stays the server’s, sends the name and reply-to trimmed, and announces the save', async () => {
    const saved = halfSetUpShop();
    saved.mail = { sender_name: 'Museum of Light', reply_to: 'visitors@museum.example' };
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [MAIL]: () => ({ body: { data: saved } }) },
      { route: '/setup/mail' },
    );
    await screen.findByRole('textbox', { name: 'Sender name' });
    expect(screen.getByText(/comes from shop@museum\.example, the address set on the server/)).toBeTruthy();
    type('Sender name', ' Museum of Light ');
    type('Reply-to address', ' visitors@museum.example ');
    expect(description(field('Sender name'))).toContain('Sent as: Museum of Light <shop@museum.example>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: E-mail sender'));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/en/staff/shop/mail?shop=1');
    expect(sent[0]?.body).toEqual({ sender_name: 'Museum of Light', reply_to: 'visitors@museum.example' });
  });

  it("shows the server's refusal on the fields", async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [MAIL]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form',
            errors: { sender_name: ['invalid'], reply_to: ['invalid'] },
          },
        }),
      },
      { route: '/setup/mail' },
    );
    await screen.findByRole('textbox', { name: 'Sender name' });
    type('Sender name', 'Museum');
    type('Reply-to address', 'visitors@museum.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    await waitFor(() => expect(document.activeElement).toBe(field('Sender name')));
    for (const name of ['Sender name', 'Reply-to address']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(description(field(name))).toContain('This is not valid.');
    }
  });

  it("checks the contract's rule before sending, and focuses the first field it refuses", async () => {
    const { calls } = await renderWithApi(app, { [SETUP]: setupAnswer() }, { route: '/setup/mail' });
    await screen.findByRole('textbox', { name: 'Sender name' });
    type('Sender name', 'Museum\u0007of Light');
    type('Reply-to address', 'visitors');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Sender name')));
    for (const name of ['Sender name', 'Reply-to address']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(description(field(name))).toContain('This is not valid.');
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // Mended, the field says nothing more as the visitor types, and the form is sent.
    type('Reply-to address', 'visitors@museum.example');
    await waitFor(() => expect(field('Reply-to address').getAttribute('aria-invalid')).toBeNull());
  });

  it('is linked from the e-mail step of the checklist', async () => {
    await renderWithApi(app, { [SETUP]: setupAnswer() }, { route: '/setup' });
    const link = await screen.findByRole('link', { name: 'Set the sender name and reply-to' });
    expect(link.getAttribute('href')).toBe('/setup/mail');
  });
});
