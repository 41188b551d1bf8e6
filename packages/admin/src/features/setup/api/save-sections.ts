import { type SectionFlags, staffShopSectionsEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Turns the shop's sections and registration on or off. */
export function useSaveSections() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (body: SectionFlags) => (await apiCall(staffShopSectionsEndpoint, { body })).data,
    onSuccess: (setup) => saved(setup),
  });
}
