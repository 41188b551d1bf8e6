import {
  type StaffRole,
  staffInviteEndpoint,
  staffMembersEndpoint,
  staffMemberUpdateEndpoint,
  staffSettingsEndpoint,
  staffSettingsUpdateEndpoint,
} from '@museum-shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import type { AdminLanguage } from '../../../lib/i18n.ts';

export function useMembers(cursor: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'members', cursor ?? null],
    queryFn: async ({ signal }) =>
      (await apiCall(staffMembersEndpoint, { query: { cursor, limit: 50 } }, signal)).data,
    placeholderData: keepPreviousData,
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; name: string; role: StaffRole; lang?: AdminLanguage }) =>
      (await apiCall(staffInviteEndpoint, { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'members'] }),
  });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; role?: StaffRole; active?: boolean }) => {
      const { id, ...body } = input;
      return (await apiCall(staffMemberUpdateEndpoint, { params: { id }, body })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'members'] }),
  });
}

export function useStaffSettings() {
  return useQuery({
    queryKey: ['staff', 'settings'],
    queryFn: async ({ signal }) => (await apiCall(staffSettingsEndpoint, {}, signal)).data,
  });
}

export function useUpdateStaffSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (limit: number) =>
      (await apiCall(staffSettingsUpdateEndpoint, { body: { box_office_refund_limit: limit } })).data,
    onSuccess: (settings) => queryClient.setQueryData(['staff', 'settings'], settings),
  });
}
