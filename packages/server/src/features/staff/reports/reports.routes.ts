import {
  CSV_MEDIA_TYPE,
  staffPassReportEndpoint,
  staffReportExportEndpoint,
  staffSalesReportEndpoint,
  staffUtilisationReportEndpoint,
  staffVatReportEndpoint,
  staffVoucherLiabilityReportEndpoint,
  XLSX_MEDIA_TYPE,
} from '@museum-shop/contract';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit.service.ts';
import { registerStaffEndpoint } from '../staff-access.ts';
import { passReport } from './pass-report.service.ts';
import { toCsv, toXlsx } from './report-files.ts';
import { reportTable } from './report-tables.ts';
import { salesReport, utilisationReport } from './reports.service.ts';
import { vatReport } from './vat-report.service.ts';
import { voucherLiabilityReport } from './voucher-liability.service.ts';

export function staffReportRoutes(app: FastifyInstance) {
  registerStaffEndpoint(app, staffSalesReportEndpoint, async ({ shop, query }) => ({
    data: await salesReport(app.db, shop, query.from, query.to, query.group),
  }));
  registerStaffEndpoint(app, staffUtilisationReportEndpoint, async ({ shop, query }) => ({
    data: await utilisationReport(app.db, shop, query.from, query.to),
  }));
  registerStaffEndpoint(app, staffVatReportEndpoint, async ({ shop, query }) => ({
    data: await vatReport(app.db, shop, query.from, query.to),
  }));
  registerStaffEndpoint(app, staffVoucherLiabilityReportEndpoint, async ({ shop, query }) => ({
    data: await voucherLiabilityReport(app.db, shop, query.from, query.to),
  }));
  registerStaffEndpoint(app, staffPassReportEndpoint, async ({ shop, query }) => ({
    data: await passReport(app.db, shop, query.from, query.to),
  }));
  registerStaffEndpoint(app, staffReportExportEndpoint, async ({ shop, staff, query, reply }) => {
    const table = await reportTable(app.db, shop, query);
    const file = query.format === 'csv' ? toCsv(table) : await toXlsx(table);
    await audit(
      app.db,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'report.export',
        subjectKind: 'report',
        subjectId: query.report,
        after: { from: query.from, to: query.to, group: query.group, format: query.format },
      },
      shop.now,
    );
    const name = `${query.report}${query.report === 'sales' ? `-${query.group}` : ''}-${query.from}-${query.to}.${query.format}`;
    reply
      .header('content-type', query.format === 'csv' ? `${CSV_MEDIA_TYPE}; charset=utf-8` : XLSX_MEDIA_TYPE)
      .header('content-disposition', `attachment; filename="${name}"`);
    return Buffer.from(file);
  });
}
