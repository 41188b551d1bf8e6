import { type ShopIdentityInput, staffShopIdentityEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Names the museum, chooses its languages (the default first), time zone and support address. */
export function useSaveIdentity() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (body: ShopIdentityInput) => (await apiCall(staffShopIdentityEndpoint, { body })).data,
    onSuccess: (setup) => saved(setup),
  });
}
