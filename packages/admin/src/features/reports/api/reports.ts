import {
  type ReportKind,
  type SalesGroup,
  staffPassReportEndpoint,
  staffReportExportEndpoint,
  staffSalesReportEndpoint,
  staffUtilisationReportEndpoint,
  staffVatReportEndpoint,
  staffVoucherLiabilityReportEndpoint,
} from '@museum-shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall, downloadUrl } from '../../../lib/api-client.ts';

export interface Period {
  from: string;
  to: string;
}

export function useSalesReport(period: Period, group: SalesGroup) {
  return useQuery({
    queryKey: ['staff', 'reports', 'sales', period, group],
    queryFn: async ({ signal }) =>
      (await apiCall(staffSalesReportEndpoint, { query: { ...period, group } }, signal)).data,
    placeholderData: keepPreviousData,
  });
}

export function useUtilisationReport(period: Period) {
  return useQuery({
    queryKey: ['staff', 'reports', 'utilisation', period],
    queryFn: async ({ signal }) =>
      (await apiCall(staffUtilisationReportEndpoint, { query: period }, signal)).data,
    placeholderData: keepPreviousData,
  });
}

/** Sales per VAT rate (decision 0032). */
export function useVatReport(period: Period) {
  return useQuery({
    queryKey: ['staff', 'reports', 'vat', period],
    queryFn: async ({ signal }) => (await apiCall(staffVatReportEndpoint, { query: period }, signal)).data,
    placeholderData: keepPreviousData,
  });
}

/** Voucher codes as a liability (decision 0032). */
export function useVoucherLiabilityReport(period: Period) {
  return useQuery({
    queryKey: ['staff', 'reports', 'vouchers', period],
    queryFn: async ({ signal }) =>
      (await apiCall(staffVoucherLiabilityReportEndpoint, { query: period }, signal)).data,
    placeholderData: keepPreviousData,
  });
}

/** Annual passes per pass product. */
export function usePassReport(period: Period) {
  return useQuery({
    queryKey: ['staff', 'reports', 'passes', period],
    queryFn: async ({ signal }) => (await apiCall(staffPassReportEndpoint, { query: period }, signal)).data,
    placeholderData: keepPreviousData,
  });
}

/** The address of a report's download; the link carries the session token, as the contract allows. */
export function exportUrl(
  report: ReportKind,
  format: 'csv' | 'xlsx',
  period: Period,
  group: SalesGroup = 'day',
) {
  return downloadUrl(staffReportExportEndpoint, { query: { ...period, report, format, group } });
}
