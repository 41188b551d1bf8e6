import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const INVOICE = 'POST staff/shop/invoice';
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

describe('the invoice header form', () => {
  it('sends the fields trimmed, the country in capitals', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [INVOICE]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/invoice' },
    );
    await screen.findByRole('textbox', { name: 'Legal name' });
    type('Legal name', ' Stiftung Museum des Lichts ');
    type('Street and number', 'Lichtstraße 1');
    type('Postcode', '10115');
    type('City', 'Berlin');
    type('Country', 'de');
    type('VAT ID', 'DE123456789');
    type('VAT exemption note', 'Exempt from VAT under § 4 No. 20 UStG.');
    expect(description(field('VAT exemption note'))).toContain('Printed beside invoice lines without VAT');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Invoice header'));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/en/staff/shop/invoice?shop=1');
    expect(sent[0]?.body).toEqual({
      legal_name: 'Stiftung Museum des Lichts',
      street: 'Lichtstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      vat_id: 'DE123456789',
      tax_number: '',
      vat_exemption_note: 'Exempt from VAT under § 4 No. 20 UStG.',
      bank_account_holder: '',
      iban: '',
      bic: '',
      bank_name: '',
    });
    expect(field('Country').value).toBe('DE');
    expect(document.activeElement).toBe(save);
  });

  it('says beside the VAT ID that it or a tax number is needed', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [INVOICE]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form',
            errors: { vat_id: ['required'], country: ['invalid'] },
          },
        }),
      },
      { route: '/setup/invoice' },
    );
    await screen.findByRole('textbox', { name: 'Legal name' });
    type('Street and number', 'Lichtstraße 1');
    type('Postcode', '10115');
    type('City', 'Berlin');
    type('Country', 'DE');
    type('Tax number', '27/123/45678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const vat = field('VAT ID');
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(description(vat)).toContain('Enter a VAT ID or a tax number.');
    expect(description(field('Country'))).toContain('This is not valid.');
    expect(field('City').getAttribute('aria-invalid')).toBeNull();
  });

  it("checks the contract's rule before sending: a whole address, a VAT ID or tax number", async () => {
    const { calls } = await renderWithApi(app, { [SETUP]: setupAnswer() }, { route: '/setup/invoice' });
    await screen.findByRole('textbox', { name: 'Legal name' });
    type('Street and number', 'Lichtstraße 1');
    type('Country', 'D1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Postcode')));
    expect(description(field('VAT ID'))).toContain('Enter a VAT ID or a tax number.');
    expect(description(field('Country'))).toContain('This is not valid.');
    expect(description(field('City'))).toContain('Please fill this in.');
    expect(field('Legal name').getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the bank, IBAN and BIC in capitals, and says beside them what is wrong with them', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [INVOICE]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/invoice' },
    );
    await screen.findByRole('group', { name: 'Bank details' });
    expect(description(field('Account holder'))).toContain('Empty: the legal name.');
    type('Street and number', 'Lichtstraße 1');
    type('Postcode', '10115');
    type('City', 'Berlin');
    type('Country', 'DE');
    type('VAT ID', 'DE123456789');
    type('IBAN', ' de89 3704 0044 0532 0130 01 ');
    type('BIC', 'cobadeff1');
    type('Bank name', 'Commerzbank');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('IBAN').getAttribute('aria-invalid')).toBe('true'));
    expect(description(field('IBAN'))).toContain('This IBAN is not valid. Check its digits and its length.');
    expect(description(field('BIC'))).toContain('A BIC has 8 or 11 letters and digits');
    expect(field('Bank name').getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    type('IBAN', 'de89 3704 0044 0532 0130 00');
    type('BIC', 'cobadeffxxx');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Invoice header'));
    expect(field('IBAN').getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')[0]?.body).toMatchObject({
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bank_name: 'Commerzbank',
      bank_account_holder: '',
    });
  });
});
