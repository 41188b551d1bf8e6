import { staffLoginEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { saveSession } from '../session.ts';

export async function login(email: string, password: string) {
  const { data } = await apiCall(staffLoginEndpoint, { body: { email, password } });
  saveSession(data);
  return data;
}

export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => login(email, password),
  });
}
