import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedCall, renderWithApi } from '../../../test-support/render.tsx';
import { horizonDays, SlotHorizonSettings } from './SlotHorizonForm.tsx';

afterEach(cleanup);

const GET = 'GET staff/catalog/settings';
const POST = 'POST staff/catalog/settings';

async function renderHorizon(
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>,
) {
  const view = await renderWithApi(<SlotHorizonSettings />, {
    [GET]: () => ({ body: { data: { slot_horizon_days: 365 } } }),
    ...answers,
  });
  const field = (await screen.findByRole('textbox', { name: 'Days ahead' })) as HTMLInputElement;
  return { ...view, field, posts: () => view.calls.filter((call) => call.method === 'POST') };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save days ahead' }));
const type = (into: HTMLElement, value: string) => fireEvent.change(into, { target: { value } });

describe('how many days ahead time slots are made (issue 35)', () => {
  it('takes whole days from 7 to 730 only', () => {
    expect(horizonDays(' 365 ')).toBe(365);
    expect(horizonDays('7')).toBe(7);
    expect(horizonDays('730')).toBe(730);
    for (const typed of ['6', '731', '', '30.5', '-10', '1e2', 'ten'])
      expect(horizonDays(typed)).toBeUndefined();
  });

  it('refuses a number out of range beside the field and sends nothing, then saves a right one', async () => {
    const { field, posts } = await renderHorizon({
      [POST]: ({ body }) => ({ body: { data: body } }),
    });
    const form = screen.getByRole('region', { name: 'Time slots ahead' });
    expect(field.value).toBe('365');
    expect(form.textContent).toContain('From 7 to 730 days; standard: 365.');

    type(field, '5');
    save();
    const message = 'Enter a whole number of days from 7 to 730.';
    await waitFor(() => expect(form.textContent).toContain(message));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(posts()).toEqual([]);

    type(field, '400');
    expect(form.textContent).not.toContain(message);
    save();
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Saved'));
    expect(posts().map((call) => call.body)).toEqual([{ slot_horizon_days: 400 }]);
    expect(field.value).toBe('400');
  });

  it('shows the server’s refusal beside the field, and another failure in an alert', async () => {
    let refusal: { status: number; body: unknown } = {
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Please correct the errors in the form',
        errors: { slot_horizon_days: ['Too many days for this shop'] },
      },
    };
    const { field } = await renderHorizon({ [POST]: () => refusal });
    type(field, '700');
    save();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('region', { name: 'Time slots ahead' }).textContent).toContain(
      'Too many days for this shop',
    );
    expect(screen.queryByRole('alert')).toBeNull();

    refusal = { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } };
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
  });

  it('shows that the setting is loading, and why it could not be loaded', async () => {
    let fail = true;
    await renderWithApi(<SlotHorizonSettings />, {
      [GET]: () =>
        fail
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }
          : { body: { data: { slot_horizon_days: 90 } } },
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByRole('textbox', { name: 'Days ahead' })) as HTMLInputElement).value).toBe(
      '90',
    );
  });
});
