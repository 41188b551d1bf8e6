import { type MemberCardCheck, staffMemberCardCheckEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** Checks a member card's code or number at the door, admitting one of its persons when it may. */
export function useCheckMemberCard() {
  return useMutation({
    mutationFn: async (code: string): Promise<MemberCardCheck> =>
      (await apiCall(staffMemberCardCheckEndpoint, { body: { code } })).data,
  });
}
