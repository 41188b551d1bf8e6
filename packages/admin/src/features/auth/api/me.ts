import { staffMeEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { saveSession } from '../session.ts';

/** The session as the server sees it now: refreshes the member's role and refund limit. */
export const meQuery = (token: string) =>
  queryOptions({
    queryKey: ['staff', 'me', token],
    queryFn: async ({ signal }) => {
      const { data } = await apiCall(staffMeEndpoint, {}, signal);
      saveSession(data);
      return data;
    },
    staleTime: 60_000,
  });

export function useMe(token: string | undefined) {
  return useQuery({ ...meQuery(token ?? ''), enabled: Boolean(token) });
}
