import type { CustomerForm, Session } from '@museum-shop/contract';
import { testCustomer } from '@museum-shop/contract/test-fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { customerAttributesQueryOptions } from '../api/get-customer-attributes.ts';
import { SignInStep } from './SignInStep.tsx';

const registered = vi.fn<(input: { form: CustomerForm; sendInvoice: boolean }) => Promise<Session>>();
vi.mock('../api/register-guest.ts', () => ({
  useRegisterGuest: () => ({ mutateAsync: registered, isPending: false, error: null }),
}));

const session: Session = {
  token: 'new-guest-token',
  expires_at: '2030-01-01T00:00:00.000Z',
  customer: { ...testCustomer, isGuest: true },
};

/** What the last guest gave, as session storage keeps it. */
const lastGuest = {
  salutation: 'ms',
  fname: 'Greta',
  lname: 'Guest',
  email: 'greta@example.org',
  phone: '+49 30 1234567',
  street: 'Lichtweg 1',
  zip: '10117',
  city: 'Berlin',
  country: 'DE',
};

function renderStep(props: Partial<Parameters<typeof SignInStep>[0]> = {}) {
  const client = new QueryClient();
  client.setQueryData(customerAttributesQueryOptions('en').queryKey, {
    countries: { DE: 'Germany', GB: 'United Kingdom' },
    salutations: { ms: 'Ms', mr: 'Mr' },
    required_fields: ['fname', 'lname', 'street', 'zip', 'city', 'country'],
    visible_fields: ['salutation', 'fname', 'lname', 'phone', 'street', 'zip', 'city', 'country'],
  });
  const onSignedIn = vi.fn();
  const onGuestDetails = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <SignInStep lang="en" sendInvoice onSignedIn={onSignedIn} onGuestDetails={onGuestDetails} {...props} />
    </QueryClientProvider>,
  );
  return { onSignedIn, onGuestDetails };
}

/** The guest form (the login form beside it has an e-mail field too). */
const guestForm = () => within(screen.getByRole('form', { name: 'Order as a guest' }));
const fieldValue = (label: RegExp) => (guestForm().getByLabelText(label) as HTMLInputElement).value;

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
afterEach(() => {
  cleanup();
  registered.mockReset();
});

describe('the guest form of a second order', () => {
  it('is filled in with the last guest’s details: one click on "continue as guest" signs in again', async () => {
    registered.mockResolvedValue(session);
    const { onSignedIn, onGuestDetails } = renderStep({
      savedGuest: lastGuest,
      notice: 'These guest details have already been used for an order.',
    });
    expect(screen.getByText(/already been used/).getAttribute('role')).toBe('alert');
    expect(fieldValue(/^First name/)).toBe('Greta');
    expect(fieldValue(/^E-mail address/)).toBe('greta@example.org');
    expect(fieldValue(/^Country/)).toBe('DE');
    expect(fieldValue(/^Salutation/)).toBe('ms');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' })));
    expect(registered).toHaveBeenCalledTimes(1);
    expect(registered.mock.calls[0]?.[0]).toEqual({ form: lastGuest, sendInvoice: true });
    expect(onGuestDetails).toHaveBeenCalledWith(lastGuest);
    expect(onSignedIn).toHaveBeenCalledWith(session);
  });

  it('starts empty without details kept, and keeps nothing when the sign-up fails', async () => {
    registered.mockRejectedValue(new Error('offline'));
    const { onSignedIn, onGuestDetails } = renderStep();
    expect(screen.queryByText(/already been used/)).toBeNull();
    expect(fieldValue(/^First name/)).toBe('');
    for (const [label, value] of [
      [/^First name/, 'Ada'],
      [/^Last name/, 'Lovelace'],
      [/^E-mail address/, 'ada@example.org'],
      [/^Street/, 'St James 1'],
      [/^Postcode/, '12345'],
      [/^City/, 'London'],
    ] as const)
      fireEvent.change(guestForm().getByLabelText(label), { target: { value } });
    fireEvent.change(guestForm().getByLabelText(/^Country/), { target: { value: 'GB' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' })));
    expect(registered).toHaveBeenCalledTimes(1);
    expect(onGuestDetails).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
