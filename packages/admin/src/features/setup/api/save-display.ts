import { type ShopDisplay, staffShopDisplayEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Saves the progress bar, the home screen, header and footer (module mode) and the museum's main site. */
export function useSaveDisplay() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (body: ShopDisplay) => (await apiCall(staffShopDisplayEndpoint, { body })).data,
    onSuccess: (setup) => saved(setup),
  });
}
