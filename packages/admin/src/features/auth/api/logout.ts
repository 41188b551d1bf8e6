import { staffLogoutEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { clearSession } from '../session.ts';

/** Ends the session on the server, then here; here even when the server could not be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiCall(staffLogoutEndpoint, {});
      } finally {
        clearSession();
        queryClient.clear();
      }
    },
  });
}
