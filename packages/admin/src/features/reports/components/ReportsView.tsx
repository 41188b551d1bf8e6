import { SALES_GROUPS, type SalesGroup, type SalesRow, type UtilisationRow } from '@museum-shop/contract';
import { Button, SelectField } from '@museum-shop/ui/controls';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { PeriodFields } from '../../../components/ui/PeriodFields.tsx';
import { EmptyMessage } from '../../../components/ui/StatusViews.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { type Period, useSalesReport, useUtilisationReport } from '../api/reports.ts';
import { BookReports } from './BookReports.tsx';
import { ReportSection, Total } from './ReportSection.tsx';
import styles from './Reports.module.css';

const percent = (ratio: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

/** Places sold and offered per day of the period, for the chart (the table lists every slot). */
export function utilisationByDay(rows: UtilisationRow[]): { date: string; capacity: number; sold: number }[] {
  const days = new Map<string, { date: string; capacity: number; sold: number }>();
  for (const row of rows) {
    const date = row.datetime.slice(0, 10);
    const day = days.get(date) ?? { date, capacity: 0, sold: 0 };
    day.capacity += row.capacity;
    day.sold += row.sold;
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Sales per day, product, payment method or language, and utilisation per slot, with their downloads. */
export function ReportsView({
  period,
  group,
  onChange,
}: {
  period: Period;
  group: SalesGroup;
  onChange: (period: Period, group: SalesGroup) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const [draft, setDraft] = useState({ ...period, group });
  const sales = useSalesReport(period, group);
  const utilisation = useUtilisationReport(period);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to) onChange({ from: draft.from, to: draft.to }, draft.group);
  };
  const salesColumns = useMemo<Column<SalesRow>[]>(
    () => [
      {
        id: 'label',
        header: t(`reports.groups.${group}`),
        cell: ({ row }) => (group === 'day' ? formatDate(row.original.key) : row.original.label),
      },
      numberColumn('orders', t('reports.orders'), (row) => row.orders),
      numberColumn('quantity', t('reports.quantity'), (row) => row.quantity),
      numberColumn('gross', t('reports.gross'), (row) => formatMoney(row.gross, lang)),
      numberColumn('refunded', t('reports.refunded'), (row) => formatMoney(row.refunded, lang)),
      numberColumn('net', t('reports.net'), (row) => formatMoney(row.net, lang)),
    ],
    [t, lang, group],
  );
  const utilisationColumns = useMemo<Column<UtilisationRow>[]>(
    () => [
      { id: 'when', header: t('reports.slot'), cell: ({ row }) => formatDateTime(row.original.datetime) },
      { id: 'product', header: t('daySheet.product'), cell: ({ row }) => row.original.product_name },
      numberColumn('capacity', t('daySheet.capacity'), (row) => row.capacity),
      numberColumn('sold', t('daySheet.sold'), (row) => row.sold),
      numberColumn('ratio', t('reports.utilisation'), (row) => percent(row.utilisation, lang)),
    ],
    [t, lang],
  );
  const salesChart = (sales.data?.rows ?? []).map((row) => ({
    name: group === 'day' ? formatDate(row.key) : row.label,
    net: row.net / 100,
  }));
  const utilisationChart = utilisationByDay(utilisation.data?.rows ?? []).map((day) => ({
    name: formatDate(day.date),
    percent: day.capacity === 0 ? 0 : Math.round((day.sold / day.capacity) * 100),
  }));
  return (
    <>
      <Form className="panel no-print" onSubmit={submit} aria-label={t('reports.period')}>
        <div className="form-row">
          <PeriodFields
            from={draft.from}
            to={draft.to}
            isRequired
            onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          />
          <SelectField
            id="report-group"
            label={t('reports.groupBy')}
            value={draft.group}
            onChange={(value) => setDraft((d) => ({ ...d, group: value as SalesGroup }))}
            options={SALES_GROUPS.map((value) => ({ value, label: t(`reports.groups.${value}`) }))}
          />
          <Button type="submit">{t('reports.show')}</Button>
        </div>
      </Form>

      <ReportSection
        report="sales"
        title={t('reports.sales')}
        period={period}
        group={group}
        query={sales}
        render={(report) => (
          <>
            <dl className={styles.totals} aria-label={t('reports.totals')}>
              <Total label={t('reports.orders')} testId="sales-orders">
                {report.totals.orders}
              </Total>
              <Total label={t('reports.paid')} testId="sales-paid">
                {formatMoney(report.totals.paid, lang)}
              </Total>
              <Total label={t('reports.refunded')}>{formatMoney(report.totals.refunded, lang)}</Total>
              <Total label={t('reports.net')}>{formatMoney(report.totals.net, lang)}</Total>
            </dl>
            {report.rows.length === 0 ? (
              <EmptyMessage>{t('reports.noSales')}</EmptyMessage>
            ) : (
              <>
                <ReportChart
                  caption={t('reports.salesChart')}
                  data={salesChart}
                  dataKey="net"
                  name={t('reports.net')}
                  fill="#1f3a5f"
                  yAxis={<YAxis tick={{ fontSize: 12 }} />}
                  tooltip={
                    <Tooltip formatter={(value) => formatMoney(Math.round(Number(value) * 100), lang)} />
                  }
                />
                <DataTable
                  caption={t('reports.salesTable')}
                  columns={salesColumns}
                  data={report.rows}
                  rowId={(row) => row.key}
                  pageSize={31}
                />
              </>
            )}
          </>
        )}
      />

      <ReportSection
        report="utilisation"
        title={t('reports.utilisationTitle')}
        period={period}
        group={group}
        query={utilisation}
        render={(report) =>
          report.rows.length === 0 ? (
            <EmptyMessage>{t('reports.noSlots')}</EmptyMessage>
          ) : (
            <>
              <p>
                {t('reports.utilisationTotal', {
                  sold: report.totals.sold,
                  count: report.totals.capacity,
                  ratio: percent(report.totals.utilisation, lang),
                })}
              </p>
              <ReportChart
                caption={t('reports.utilisationChart')}
                data={utilisationChart}
                dataKey="percent"
                name={t('reports.utilisation')}
                unit="%"
                fill="#c8872e"
                yAxis={<YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />}
                tooltip={<Tooltip />}
              />
              <DataTable
                caption={t('reports.utilisationTable')}
                columns={utilisationColumns}
                data={report.rows}
                rowId={(row) => `${row.kind}-${row.slot_id}`}
                pageSize={15}
              />
            </>
          )
        }
      />

      <BookReports period={period} />
    </>
  );
}

/** A report's bar chart; hidden from assistive technology, which reads the table below it instead. */
function ReportChart({
  caption,
  data,
  dataKey,
  name,
  unit,
  fill,
  yAxis,
  tooltip,
}: {
  caption: string;
  data: { name: string }[];
  dataKey: string;
  name: string;
  unit?: string;
  fill: string;
  yAxis: ReactNode;
  tooltip: ReactNode;
}) {
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{caption}</figcaption>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} />
            {yAxis}
            {tooltip}
            <Bar
              dataKey={dataKey}
              name={name}
              unit={unit}
              fill={fill}
              maxBarSize={48}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
