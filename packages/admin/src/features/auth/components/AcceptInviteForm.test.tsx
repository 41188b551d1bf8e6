import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { clearSession, currentSession } from '../session.ts';
import { AcceptInviteForm } from './AcceptInviteForm.tsx';

afterEach(() => {
  cleanup();
  clearSession();
});

const TOKEN = 'one-time-invitation-token-0123456789abcdefghij';
const PASSWORD = 'correct horse battery';

const session = {
  token: 'staff-token',
  expires_at: '2026-11-28T10:00:00.000Z',
  member: {
    id: 'a7d1c1c4-0000-4000-8000-000000000010',
    email: 'bo@museum.example',
    name: 'Bo B.',
    role: 'box_office',
    active: true,
    invited: false,
    lang: 'en',
    created_at: '2026-11-01T10:00:00.000Z',
    last_login_at: null,
  },
  refund_limit: 20000,
};

describe('AcceptInviteForm (issue 34)', () => {
  it('fills in the name the owner entered, still editable, and says which address the invitation is for', async () => {
    const onAccepted = vi.fn();
    const { calls } = await renderWithApi(<AcceptInviteForm token={TOKEN} onAccepted={onAccepted} />, {
      'POST staff/auth/invitation': () => ({
        body: { data: { email: 'bo@museum.example', name: 'Bo Box' } },
      }),
      'POST staff/auth/accept': () => ({ body: { data: session } }),
    });
    const name = (await screen.findByLabelText(/Your name/)) as HTMLInputElement;
    expect(name.value).toBe('Bo Box');
    expect(screen.getByText(/bo@museum\.example/)).toBeTruthy();
    // The token travels in the body, never in the address.
    expect(calls[0]?.url).toBe('/api/en/staff/auth/invitation?shop=1');
    expect(calls[0]?.body).toEqual({ token: TOKEN });

    fireEvent.change(name, { target: { value: 'Bo B.' } });
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText(/Repeat the password/), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    const accept = calls.find((call) => call.url.startsWith('/api/en/staff/auth/accept'));
    expect(accept?.body).toEqual({ token: TOKEN, password: PASSWORD, name: 'Bo B.' });
    expect(currentSession()?.member.name).toBe('Bo B.');
  });

  it('says at once that a used or expired link no longer works, and asks for no password', async () => {
    await renderWithApi(<AcceptInviteForm token={TOKEN} onAccepted={() => {}} />, {
      'POST staff/auth/invitation': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'gone' } }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is no longer valid. Ask the owner for a new invitation.',
    );
    expect(screen.queryByLabelText(/New password/)).toBeNull();
  });

  it('still lets the colleague choose a password when the invitation cannot be read for another reason', async () => {
    await renderWithApi(<AcceptInviteForm token={TOKEN} onAccepted={() => {}} />, {
      'POST staff/auth/invitation': () => ({
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'later' },
      }),
    });
    const name = (await screen.findByLabelText(/Your name/)) as HTMLInputElement;
    expect(name.value).toBe('');
    expect(screen.getByLabelText(/New password/)).toBeTruthy();
  });
});
