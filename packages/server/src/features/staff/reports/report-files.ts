import type { SalesReport, UtilisationReport } from '@museum-shop/contract';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { csvDocument, csvField } from '../../../lib/csv.ts';

/** A table of a report: a header row, then rows of text and numbers (money as euros with cents). */
export interface ReportTable {
  title: string;
  header: string[];
  rows: (string | number)[][];
  /** Columns holding money (cents in the report, euros in the file). */
  money: number[];
}

const euros = (cents: number) => cents / 100;

export function salesTable(report: SalesReport): ReportTable {
  return {
    title: `Sales ${report.from} – ${report.to} by ${report.group}`,
    header: [report.group, 'orders', 'quantity', 'gross', 'refunded', 'net'],
    rows: [
      ...report.rows.map((row) => [row.label, row.orders, row.quantity, row.gross, row.refunded, row.net]),
      [
        'total',
        report.totals.orders,
        report.totals.quantity,
        report.totals.paid,
        report.totals.refunded,
        report.totals.net,
      ],
    ],
    money: [3, 4, 5],
  };
}

export function utilisationTable(report: UtilisationReport): ReportTable {
  return {
    title: `Utilisation ${report.from} – ${report.to}`,
    header: ['datetime', 'kind', 'product', 'capacity', 'sold', 'utilisation', 'closed'],
    rows: [
      ...report.rows.map((row) => [
        row.datetime,
        row.kind,
        row.product_name,
        row.capacity,
        row.sold,
        row.utilisation,
        row.closed ? 'closed' : '',
      ]),
      ['total', '', '', report.totals.capacity, report.totals.sold, report.totals.utilisation, ''],
    ],
    money: [],
  };
}

/** The table as CSV (lib/csv.ts), money as euros with cents. */
export function toCsv(table: ReportTable): Uint8Array {
  return csvDocument(
    [table.header, ...table.rows].map((row, rowIndex) =>
      row.map((value, column) =>
        rowIndex > 0 && table.money.includes(column) && typeof value === 'number'
          ? euros(value).toFixed(2)
          : csvField(value),
      ),
    ),
  );
}

export async function toXlsx(table: ReportTable): Promise<Uint8Array> {
  const data: SheetData = [
    table.header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...table.rows.map((row) =>
      row.map((value, column) =>
        typeof value === 'number'
          ? table.money.includes(column)
            ? { value: euros(value), type: Number, format: '#,##0.00' }
            : { value, type: Number }
          : { value, type: String },
      ),
    ),
  ];
  const buffer = await writeXlsxFile(data, {
    sheet: table.title.slice(0, 31).replace(/[\\/?*[\]:]/g, '-'),
  }).toBuffer();
  return new Uint8Array(buffer);
}
