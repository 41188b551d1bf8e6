import { staffShopOpenEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall, errorCodeOf } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Opens the shop to visitors or closes it again; opening answers 409 SHOP_NOT_READY while a blocking step is open. */
export function useSetOpen() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (open: boolean) => (await apiCall(staffShopOpenEndpoint, { body: { open } })).data,
    onSuccess: (setup) => saved(setup),
    // Not ready: the checklist is fetched again, so it names what is still missing now.
    onError: (error) => (errorCodeOf(error) === 'SHOP_NOT_READY' ? saved() : undefined),
  });
}
