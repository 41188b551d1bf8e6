import { staffAcceptInviteEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { saveSession } from '../session.ts';

export async function acceptInvite(input: { token: string; password: string; name?: string }) {
  const { data } = await apiCall(staffAcceptInviteEndpoint, {
    body: { token: input.token, password: input.password, ...(input.name ? { name: input.name } : {}) },
  });
  saveSession(data);
  return data;
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
