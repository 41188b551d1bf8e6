import type { Language, VoucherProductDocument } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { VoucherProductEditor } from './VoucherProductEditor.tsx';

afterEach(cleanup);

const NAMES: Record<string, string> = { en: 'English', de: 'German' };
const languageName = (lang: Language) => NAMES[lang] ?? lang;
const groups = [{ id: 4, name: { en: 'Gift vouchers', de: 'Wertgutscheine' } }];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('the voucher product editor (issue 36)', () => {
  it('checks a free amount by the contract’s rule before sending, then creates the product in cents', async () => {
    let sent: VoucherProductDocument | undefined;
    const { calls } = await renderWithApi(
      <Routes>
        <Route
          path="/vouchers/products/new"
          element={
            <VoucherProductEditor
              groups={groups}
              vatRates={[0, 9, 21]}
              languages={['en', 'de']}
              languageName={languageName}
            />
          }
        />
        <Route path="/vouchers/products/:id" element={<p>Opened the saved voucher</p>} />
      </Routes>,
      {
        'POST staff/vouchers/products': ({ body }) => {
          sent = body as VoucherProductDocument;
          return { body: { data: { id: 12, status: 'draft', document: sent } } };
        },
      },
      { route: '/vouchers/products/new' },
    );
    await screen.findByRole('form', { name: 'The voucher product' });
    // The shop's rates are offered, not a fixed list.
    const vat = screen.getByRole('combobox', { name: 'VAT' });
    expect(
      within(vat)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0%', '9%', '21%', 'Another rate…']);
    type('Name in English', 'Gift voucher, amount of your choice');
    fireEvent.click(screen.getByRole('checkbox', { name: 'The buyer chooses the amount' }));
    type('Suggested amount', '30');
    type('Smallest amount', '50');
    type('Largest amount', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Create the voucher' }));

    const summary = await screen.findByRole('region', {
      name: '2 problems keep the voucher from being saved',
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: /Name in German/ })).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: /Largest amount: The maximum cannot be below/ }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    type('Name in German', 'Wertgutschein mit Wunschbetrag');
    type('Smallest amount', '10');
    type('Largest amount', '250,50');
    fireEvent.click(screen.getByRole('button', { name: 'Create the voucher' }));
    await screen.findByText('Opened the saved voucher');
    expect(sent).toEqual({
      name: { en: 'Gift voucher, amount of your choice', de: 'Wertgutschein mit Wunschbetrag' },
      description: {},
      image: null,
      group_id: 4,
      price: 30_00,
      vat_value: 0,
      variable_amount: true,
      min_amount: 10_00,
      max_amount: 250_50,
      sequence_no: 0,
    });
  });

  it('shows the server’s 422 at its fields', async () => {
    await renderWithApi(
      <VoucherProductEditor
        vatRates={[0, 7, 19]}
        product={{
          id: 3,
          status: 'published',
          document: {
            name: { en: 'Gift voucher €25', de: 'Wertgutschein 25 €' },
            description: {},
            image: null,
            group_id: 4,
            price: 25_00,
            vat_value: 0,
            variable_amount: false,
            min_amount: null,
            max_amount: null,
            sequence_no: 1,
          },
        }}
        groups={groups}
        languages={['en', 'de']}
        languageName={languageName}
      />,
      {
        'POST staff/vouchers/products/3': () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct',
            errors: { group_id: ['unknown_group'] },
          },
        }),
      },
    );
    expect(await screen.findByText('Visitors can buy it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('region', { name: '1 problem keeps the voucher from being saved' }),
    ).toBeTruthy();
    expect(screen.getAllByText(/This group is not one of the shop’s/).length).toBeGreaterThan(0);
  });
});
