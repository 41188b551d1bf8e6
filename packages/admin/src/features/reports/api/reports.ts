import {
  type SalesGroup,
  staffReportExportEndpoint,
  staffSalesReportEndpoint,
  staffUtilisationReportEndpoint,
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

/** The address of a report's download; the link carries the session token, as the contract allows. */
export function exportUrl(
  report: 'sales' | 'utilisation',
  format: 'csv' | 'xlsx',
  period: Period,
  group: SalesGroup,
) {
  return downloadUrl(staffReportExportEndpoint, { query: { ...period, report, format, group } });
}
