import * as z from 'zod/mini';
import { dateSchema } from './catalog.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { VOUCHER_ORIGINS } from './rules/voucher-ledger.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';

/**
 * Reports a bookkeeper accepts (issue 36, decision 0032): sales per VAT rate with net and VAT,
 * voucher codes as a liability, and annual passes per pass product. Each is a period's report
 * beside the sales report, with the same period rules (`INVALID_DATE_RANGE`) and downloads
 * (`staff/reports/export` with `report=vat|vouchers|passes`). Money is in cents.
 */

const REPORTS: readonly StaffRole[] = ['owner', 'viewer'];

const periodQuery = z.extend(staffQuerySchema, {
  /** First museum day of the period. */
  from: dateSchema,
  /** Last museum day of the period (at most MAX_REPORT_DAYS after `from`). */
  to: dateSchema,
});

// ---------------------------------------------------------------- VAT

/** Gross, net and VAT of one VAT rate: sold, given back by credit notes, and what remains. */
export const vatReportRowSchema = z.object({
  /** VAT rate in percent (19, 7, 0). */
  rate: z.number(),
  /** The period's paid orders at this rate, as their invoices split them; vouchers sold left out. */
  sold_gross: z.int(),
  sold_net: z.int(),
  sold_vat: z.int(),
  /** The period's confirmed refunds at this rate, as their credit notes split them (positive). */
  refunded_gross: z.int(),
  refunded_net: z.int(),
  refunded_vat: z.int(),
  /** sold − refunded. */
  gross: z.int(),
  net: z.int(),
  vat: z.int(),
});
export type VatReportRow = z.infer<typeof vatReportRowSchema>;

export const vatReportSchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    rows: z.array(vatReportRowSchema),
    /** The rows added up (`rate` left out). */
    totals: z.omit(vatReportRowSchema, { rate: true }),
    /**
     * How the revenue meets the money of the same orders: sold_gross = paid − vouchers_sold +
     * voucher_codes. `paid` is what their customers paid (totals plus shipping, as the sales report's
     * totals), `vouchers_sold` the vouchers among them (a liability, not revenue), `voucher_codes`
     * what voucher codes paid of them (revenue paid with earlier money).
     */
    reconciliation: z.object({
      orders: z.int(),
      paid: z.int(),
      vouchers_sold: z.int(),
      voucher_codes: z.int(),
      /** Refunds confirmed in the period. */
      refunds: z.int(),
    }),
  })
  .register(contractSchemas, { id: 'VatReport' });
export type VatReport = z.infer<typeof vatReportSchema>;

export const staffVatReportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/reports/vat',
  feature: 'staff',
  summary:
    'Sales of a period per VAT rate, gross, net and VAT, less credit notes; vouchers sold are no revenue until redeemed',
  query: periodQuery,
  response: z.object({ data: vatReportSchema }),
  errors: { 422: ['INVALID_DATE_RANGE'] },
  access: 'staff',
  roles: REPORTS,
});

// ---------------------------------------------------------------- voucher liability

const movementsShape = {
  /** Owed on codes at the start of the period. */
  opening: z.int(),
  /** Codes sold (vouchers paid in orders) or made by staff in the period: their value. */
  sold: z.int(),
  /** Vouchers refunded in the period: their codes stopped working. */
  refunded: z.int(),
  /** What orders paid with codes, less what refunds of such orders gave back to the codes. */
  redeemed: z.int(),
  /** What was left on codes whose validity ended in the period. */
  expired: z.int(),
  /** What was left on codes staff disabled in the period. */
  cancelled: z.int(),
  /** Owed at the end: opening + sold − refunded − redeemed − expired − cancelled. */
  outstanding: z.int(),
  /** Codes with something left at the end. */
  open_codes: z.int(),
};

export const voucherOriginSchema = z.enum(VOUCHER_ORIGINS);

export const voucherLiabilityRowSchema = z.object({ origin: voucherOriginSchema, ...movementsShape });
export type VoucherLiabilityRow = z.infer<typeof voucherLiabilityRowSchema>;

export const voucherLiabilityReportSchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    /** One row per origin: bought in the shop, made by staff, other (codes the shop was set up with). */
    rows: z.array(voucherLiabilityRowSchema),
    totals: z.object(movementsShape),
  })
  .register(contractSchemas, { id: 'VoucherLiabilityReport' });
export type VoucherLiabilityReport = z.infer<typeof voucherLiabilityReportSchema>;

export const staffVoucherLiabilityReportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/reports/vouchers',
  feature: 'staff',
  summary:
    'Voucher codes as a liability in a period: opening, sold, refunded, redeemed, expired, cancelled, outstanding',
  query: periodQuery,
  response: z.object({ data: voucherLiabilityReportSchema }),
  errors: { 422: ['INVALID_DATE_RANGE'] },
  access: 'staff',
  roles: REPORTS,
});

// ---------------------------------------------------------------- passes

const passFiguresShape = {
  /** Passes sold in the period's paid orders, and their gross and net. */
  sold: z.int(),
  sold_gross: z.int(),
  sold_net: z.int(),
  /** Passes given back by refunds confirmed in the period. */
  refunded: z.int(),
  refunded_gross: z.int(),
  refunded_net: z.int(),
  /** sold − refunded. */
  count: z.int(),
  gross: z.int(),
  net: z.int(),
};

export const passReportRowSchema = z.object({
  /** The pass product (merchandise of product kind 13), which a membership type sells. */
  product_id: z.int(),
  name: z.string(),
  ...passFiguresShape,
});
export type PassReportRow = z.infer<typeof passReportRowSchema>;

export const passReportSchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    rows: z.array(passReportRowSchema),
    totals: z.object(passFiguresShape),
  })
  .register(contractSchemas, { id: 'PassReport' });
export type PassReport = z.infer<typeof passReportSchema>;

export const staffPassReportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/reports/passes',
  feature: 'staff',
  summary: 'Annual passes sold and refunded in a period per pass product, with gross and net',
  query: periodQuery,
  response: z.object({ data: passReportSchema }),
  errors: { 422: ['INVALID_DATE_RANGE'] },
  access: 'staff',
  roles: REPORTS,
});

export const STAFF_BOOK_ENDPOINTS = [
  staffVatReportEndpoint,
  staffVoucherLiabilityReportEndpoint,
  staffPassReportEndpoint,
] as const;
