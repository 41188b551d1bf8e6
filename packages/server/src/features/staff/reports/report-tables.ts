import type { ReportKind, SalesGroup } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { passTable, vatTable, voucherLiabilityTable } from './books-files.ts';
import { passReport } from './pass-report.service.ts';
import { type ReportTable, salesTable, utilisationTable } from './report-files.ts';
import { salesReport, utilisationReport } from './reports.service.ts';
import { vatReport } from './vat-report.service.ts';
import { voucherLiabilityReport } from './voucher-liability.service.ts';

/** A report of a period as the table of its download. */
export async function reportTable(
  db: Db,
  shop: ShopContext,
  query: { report: ReportKind; from: string; to: string; group: SalesGroup },
): Promise<ReportTable> {
  const { from, to } = query;
  switch (query.report) {
    case 'sales':
      return salesTable(await salesReport(db, shop, from, to, query.group));
    case 'utilisation':
      return utilisationTable(await utilisationReport(db, shop, from, to));
    case 'vat':
      return vatTable(await vatReport(db, shop, from, to));
    case 'vouchers':
      return voucherLiabilityTable(await voucherLiabilityReport(db, shop, from, to));
    case 'passes':
      return passTable(await passReport(db, shop, from, to));
  }
}
