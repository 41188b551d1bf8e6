import type { PassReport, VatReport, VoucherLiabilityReport } from '@museum-shop/contract';
import type { ReportTable } from './report-files.ts';

/** The books' reports as tables for their CSV and XLSX files (report-files.ts): a row per line, then the totals. */

export function vatTable(report: VatReport): ReportTable {
  const figures = (row: Omit<VatReport['rows'][number], 'rate'>) => [
    row.sold_gross,
    row.sold_net,
    row.sold_vat,
    row.refunded_gross,
    row.refunded_net,
    row.refunded_vat,
    row.gross,
    row.net,
    row.vat,
  ];
  return {
    title: `VAT ${report.from} – ${report.to}`,
    header: [
      'vat rate %',
      'sold gross',
      'sold net',
      'sold vat',
      'refunded gross',
      'refunded net',
      'refunded vat',
      'gross',
      'net',
      'vat',
    ],
    rows: [...report.rows.map((row) => [row.rate, ...figures(row)]), ['total', ...figures(report.totals)]],
    money: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  };
}

export function voucherLiabilityTable(report: VoucherLiabilityReport): ReportTable {
  const figures = (row: VoucherLiabilityReport['totals']) => [
    row.opening,
    row.sold,
    row.refunded,
    row.redeemed,
    row.expired,
    row.cancelled,
    row.outstanding,
    row.open_codes,
  ];
  return {
    title: `Voucher liability ${report.from} – ${report.to}`,
    header: [
      'origin',
      'opening',
      'sold',
      'refunded',
      'redeemed',
      'expired',
      'cancelled',
      'outstanding',
      'open codes',
    ],
    rows: [...report.rows.map((row) => [row.origin, ...figures(row)]), ['total', ...figures(report.totals)]],
    money: [1, 2, 3, 4, 5, 6, 7],
  };
}

export function passTable(report: PassReport): ReportTable {
  const figures = (row: PassReport['totals']) => [
    row.sold,
    row.sold_gross,
    row.sold_net,
    row.refunded,
    row.refunded_gross,
    row.refunded_net,
    row.count,
    row.gross,
    row.net,
  ];
  return {
    title: `Passes ${report.from} – ${report.to}`,
    header: [
      'pass',
      'sold',
      'sold gross',
      'sold net',
      'refunded',
      'refunded gross',
      'refunded net',
      'count',
      'gross',
      'net',
    ],
    rows: [...report.rows.map((row) => [row.name, ...figures(row)]), ['total', ...figures(report.totals)]],
    money: [2, 3, 5, 6, 8, 9],
  };
}
