import { STAFF_PAGE_DEFAULT, staffAuditEndpoint } from '@museum-shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export interface AuditFilter {
  order?: string | undefined;
  action?: string | undefined;
  /** A client's IP address, as the entries show it. */
  client?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function useAudit(filter: AuditFilter, cursor: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'audit', filter, cursor ?? null],
    queryFn: async ({ signal }) =>
      (await apiCall(staffAuditEndpoint, { query: { ...filter, cursor, limit: STAFF_PAGE_DEFAULT } }, signal))
        .data,
    placeholderData: keepPreviousData,
  });
}
