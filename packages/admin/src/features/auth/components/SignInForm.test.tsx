import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { clearSession, currentSession } from '../session.ts';
import { SignInForm } from './SignInForm.tsx';

afterEach(() => {
  cleanup();
  clearSession();
});

const member = {
  id: 'a7d1c1c4-0000-4000-8000-000000000009',
  email: 'box@museum.example',
  name: 'Bo',
  role: 'box_office',
  active: true,
  invited: false,
  lang: 'de',
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
};

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Passwort/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('SignInForm (German)', () => {
  it('keeps the session the server gives and says so', async () => {
    const onSignedIn = vi.fn();
    const { calls } = await renderWithApi(
      <SignInForm onSignedIn={onSignedIn} />,
      {
        'POST staff/auth/login': () => ({
          body: {
            data: {
              token: 'staff-token',
              expires_at: '2026-11-28T10:00:00.000Z',
              member,
              refund_limit: 20000,
            },
          },
        }),
      },
      { language: 'de' },
    );
    fill(' box@museum.example ', 'correct horse battery');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/de/staff/auth/login?shop=1');
    expect(calls[0]?.body).toEqual({ email: 'box@museum.example', password: 'correct horse battery' });
    expect(currentSession()?.token).toBe('staff-token');
    expect(currentSession()?.member.role).toBe('box_office');
  });

  it('says when the e-mail or password is wrong, and keeps no session', async () => {
    await renderWithApi(
      <SignInForm onSignedIn={() => {}} />,
      { 'POST staff/auth/login': () => ({ status: 401, body: { code: 'LOGIN_FAILED', message: 'no' } }) },
      { language: 'de' },
    );
    fill('box@museum.example', 'wrong password!');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'E-Mail-Adresse oder Passwort stimmen nicht.',
    );
    expect(currentSession()).toBeNull();
  });
});
