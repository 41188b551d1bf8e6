import type {
  PassReport,
  PassReportRow,
  VatReport,
  VatReportRow,
  VoucherLiabilityReport,
  VoucherLiabilityRow,
} from '@museum-shop/contract';
import type { RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage } from '../../../components/ui/StatusViews.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { type Period, usePassReport, useVatReport, useVoucherLiabilityReport } from '../api/reports.ts';
import { ReportSection } from './ReportSection.tsx';

/** A money column whose footer is the report's total of the same figure. */
function moneyColumn<TRow extends RowData, TTotals>(
  id: string,
  header: string,
  lang: string,
  value: (row: TRow | TTotals) => number,
  totals: TTotals | undefined,
): Column<TRow> {
  return {
    ...numberColumn<TRow>(id, header, (row) => formatMoney(value(row), lang)),
    footer: () => (totals ? formatMoney(value(totals), lang) : null),
  };
}

/** A column of counts with the total below. */
function countColumn<TRow extends RowData, TTotals>(
  id: string,
  header: string,
  value: (row: TRow | TTotals) => number,
  totals: TTotals | undefined,
): Column<TRow> {
  return { ...numberColumn<TRow>(id, header, value), footer: () => (totals ? value(totals) : null) };
}

const VAT_FIGURES = [
  'sold_gross',
  'sold_net',
  'sold_vat',
  'refunded_gross',
  'refunded_net',
  'refunded_vat',
  'gross',
  'net',
  'vat',
] as const;
const VOUCHER_FIGURES = [
  'opening',
  'sold',
  'refunded',
  'redeemed',
  'expired',
  'cancelled',
  'outstanding',
] as const;
const PASS_MONEY = ['sold_gross', 'sold_net', 'refunded_gross', 'refunded_net', 'gross', 'net'] as const;

/** A VAT rate in percent as the staff member's language writes it (7 %, 19 %). */
const percentOf = (rate: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);

/** Each figure's column name: `sold_gross` → `reports.vat.sold_gross`. */
const figureHeader = (t: TFunction, report: string, key: string) => t(`reports.${report}.${key}`);

/**
 * The books of a period (decision 0032): sales per VAT rate, vouchers as a liability, and annual
 * passes per pass product, each a table with its totals below and its downloads.
 */
export function BookReports({ period }: { period: Period }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const vat = useVatReport(period);
  const vouchers = useVoucherLiabilityReport(period);
  const passes = usePassReport(period);

  const vatColumns = useMemo<Column<VatReportRow>[]>(
    () => [
      {
        id: 'rate',
        header: t('reports.vat.rate'),
        cell: ({ row }) => percentOf(row.original.rate, lang),
        footer: () => t('reports.total'),
      },
      ...VAT_FIGURES.map((key) =>
        moneyColumn<VatReportRow, VatReport['totals']>(
          key,
          figureHeader(t, 'vat', key),
          lang,
          (row) => row[key],
          vat.data?.totals,
        ),
      ),
    ],
    [t, lang, vat.data],
  );
  const voucherColumns = useMemo<Column<VoucherLiabilityRow>[]>(
    () => [
      {
        id: 'origin',
        header: t('reports.vouchers.origin'),
        cell: ({ row }) => t(`reports.vouchers.origins.${row.original.origin}`),
        footer: () => t('reports.total'),
      },
      ...VOUCHER_FIGURES.map((key) =>
        moneyColumn<VoucherLiabilityRow, VoucherLiabilityReport['totals']>(
          key,
          figureHeader(t, 'vouchers', key),
          lang,
          (row) => row[key],
          vouchers.data?.totals,
        ),
      ),
      countColumn<VoucherLiabilityRow, VoucherLiabilityReport['totals']>(
        'open_codes',
        t('reports.vouchers.open_codes'),
        (row) => row.open_codes,
        vouchers.data?.totals,
      ),
    ],
    [t, lang, vouchers.data],
  );
  const passColumns = useMemo<Column<PassReportRow>[]>(() => {
    const totals = passes.data?.totals;
    const money = (key: (typeof PASS_MONEY)[number]) =>
      moneyColumn<PassReportRow, PassReport['totals']>(
        key,
        figureHeader(t, 'passes', key),
        lang,
        (row) => row[key],
        totals,
      );
    const count = (key: 'sold' | 'refunded' | 'count') =>
      countColumn<PassReportRow, PassReport['totals']>(
        key,
        figureHeader(t, 'passes', key),
        (row) => row[key],
        totals,
      );
    return [
      {
        id: 'pass',
        header: t('reports.passes.pass'),
        cell: ({ row }) => row.original.name,
        footer: () => t('reports.total'),
      },
      count('sold'),
      money('sold_gross'),
      money('sold_net'),
      count('refunded'),
      money('refunded_gross'),
      money('refunded_net'),
      count('count'),
      money('gross'),
      money('net'),
    ];
  }, [t, lang, passes.data]);

  return (
    <>
      <ReportSection
        report="vat"
        title={t('reports.vat.title')}
        period={period}
        query={vat}
        render={(report) =>
          report.rows.length === 0 ? (
            <EmptyMessage>{t('reports.vat.empty')}</EmptyMessage>
          ) : (
            <>
              <p>
                {t('reports.vat.reconciliation', {
                  count: report.reconciliation.orders,
                  paid: formatMoney(report.reconciliation.paid, lang),
                  vouchers: formatMoney(report.reconciliation.vouchers_sold, lang),
                  codes: formatMoney(report.reconciliation.voucher_codes, lang),
                })}
              </p>
              <DataTable
                caption={t('reports.vat.table')}
                columns={vatColumns}
                data={report.rows}
                rowId={(row) => String(row.rate)}
              />
            </>
          )
        }
      />
      <ReportSection
        report="vouchers"
        title={t('reports.vouchers.title')}
        period={period}
        query={vouchers}
        render={(report) =>
          VOUCHER_FIGURES.every((key) => report.totals[key] === 0) ? (
            <EmptyMessage>{t('reports.vouchers.empty')}</EmptyMessage>
          ) : (
            <>
              <p>{t('reports.vouchers.note')}</p>
              <DataTable
                caption={t('reports.vouchers.table')}
                columns={voucherColumns}
                data={report.rows}
                rowId={(row) => row.origin}
              />
            </>
          )
        }
      />
      <ReportSection
        report="passes"
        title={t('reports.passes.title')}
        period={period}
        query={passes}
        render={(report) =>
          report.rows.length === 0 ? (
            <EmptyMessage>{t('reports.passes.empty')}</EmptyMessage>
          ) : (
            <DataTable
              caption={t('reports.passes.table')}
              columns={passColumns}
              data={report.rows}
              rowId={(row) => String(row.product_id)}
            />
          )
        }
      />
    </>
  );
}
