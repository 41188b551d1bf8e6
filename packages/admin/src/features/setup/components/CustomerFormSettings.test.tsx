import type { CustomerFormSettings } from '@museum-shop/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const FORM = 'GET staff/shop/customer-form';
const SAVE = 'POST staff/shop/customer-form';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const settings = (): CustomerFormSettings => ({
  visible_fields: [
    'salutation',
    'fname',
    'lname',
    'company',
    'phone',
    'email',
    'password',
    'street',
    'zip',
    'city',
    'country',
  ],
  required_fields: ['salutation', 'fname', 'lname', 'email', 'password', 'street', 'zip', 'city', 'country'],
  countries: ['DE', 'AT'],
  salutations: ['ms', 'mr', 'none'],
  default_country: 'DE',
});
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const posts = <T extends { method: string }>(calls: T[]) => calls.filter((call) => call.method === 'POST');

describe('the customer form settings', () => {
  it('hides a field, adds a country by name with the keyboard, makes it the default and saves', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [FORM]: () => ({ body: { data: settings() } }),
        [SAVE]: (call) => ({ body: { data: call.body } }),
      },
      { route: '/setup/customer-form' },
    );
    await screen.findByRole('checkbox', { name: 'Show Phone' });
    // E-mail and password are always asked: their boxes cannot be changed.
    expect(box('Show E-mail address').checked).toBe(true);
    expect(box('Show E-mail address').disabled).toBe(true);
    expect(box('Require Password').disabled).toBe(true);
    // Hiding a required field makes it optional too.
    fireEvent.click(box('Show Street and number'));
    expect(box('Require Street and number').checked).toBe(false);
    // Requiring a hidden one shows it.
    fireEvent.click(box('Show Phone'));
    fireEvent.click(box('Require Phone'));
    expect(box('Show Phone').checked).toBe(true);

    const combo = screen.getByRole('combobox', { name: 'Add a country' }) as HTMLInputElement;
    act(() => combo.focus());
    fireEvent.change(combo, { target: { value: 'switz' } });
    await screen.findByRole('option', { name: 'Switzerland' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    // Chosen by keyboard: down to the option, Enter.
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Switzerland added.'));
    // A fresh, empty combo box keeps the focus for the next country.
    const next = screen.getByRole('combobox', { name: 'Add a country' }) as HTMLInputElement;
    expect(next.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(next.getAttribute('aria-expanded')).not.toBe('true');
    const list = screen.getByRole('list', { name: '3 countries offered' });
    expect(within(list).getByText('Switzerland')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Default country' }), { target: { value: 'CH' } });
    fireEvent.click(box('Mr'));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Customer form'));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      visible_fields: [
        'salutation',
        'fname',
        'lname',
        'company',
        'phone',
        'email',
        'password',
        'zip',
        'city',
        'country',
      ],
      required_fields: [
        'salutation',
        'fname',
        'lname',
        'phone',
        'email',
        'password',
        'zip',
        'city',
        'country',
      ],
      countries: ['DE', 'AT', 'CH'],
      salutations: ['ms', 'none'],
      default_country: 'CH',
    });
  });

  it('sends nothing without a country, and keeps the focus in the picker while removing', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [FORM]: () => ({ body: { data: settings() } }) },
      { route: '/setup/customer-form' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Germany' }));
    await waitFor(() => expect(document.activeElement).toBe(button('Remove Austria')));
    expect((screen.getByRole('combobox', { name: 'Default country' }) as HTMLSelectElement).value).toBe('AT');
    fireEvent.click(button('Remove Austria'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Add a country' })),
    );
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the marked fields.');
    expect(screen.getByText('Choose at least one.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows a 422 field error beside its field', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [FORM]: () => ({ body: { data: settings() } }),
        [SAVE]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the marked fields',
            errors: { default_country: ['default_country_not_offered'] },
          },
        }),
      },
      { route: '/setup/customer-form' },
    );
    await screen.findByRole('checkbox', { name: 'Show Phone' });
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const select = screen.getByRole('combobox', { name: 'Default country' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toContain('customer-default-country-error');
    expect(document.getElementById('customer-default-country-error')?.textContent).toBe(
      'The default country must be one of the countries offered.',
    );
  });
});
