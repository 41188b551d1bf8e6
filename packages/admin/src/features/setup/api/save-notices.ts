import { type ShopNotices, staffShopNoticesEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Saves the cookie notice (HTML, a script is refused) and the global message with its style and window. */
export function useSaveNotices() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (body: ShopNotices) => (await apiCall(staffShopNoticesEndpoint, { body })).data,
    onSuccess: (setup) => saved(setup),
  });
}
