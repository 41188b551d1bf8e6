import {
  staffMemberCardEndpoint,
  staffMemberCardExtendEndpoint,
  staffMemberCardResendEndpoint,
  staffMemberCardsEndpoint,
} from '@museum-shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** Member cards by number, name or e-mail; nothing is asked before two characters are typed. */
export function useMemberCardSearch(q: string) {
  return useQuery({
    queryKey: ['staff', 'member-cards', q],
    queryFn: async ({ signal }) => (await apiCall(staffMemberCardsEndpoint, { query: { q } }, signal)).data,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useMemberCard(number: string) {
  return useQuery({
    queryKey: ['staff', 'member-card', number],
    queryFn: async ({ signal }) =>
      (await apiCall(staffMemberCardEndpoint, { params: { number } }, signal)).data,
  });
}

export function useResendMemberCard(number: string) {
  return useMutation({
    mutationFn: async () => (await apiCall(staffMemberCardResendEndpoint, { params: { number } })).data,
  });
}

export function useExtendMemberCard(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { valid_until: string; reason: string }) =>
      (await apiCall(staffMemberCardExtendEndpoint, { params: { number }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'member-card', number] }),
  });
}
