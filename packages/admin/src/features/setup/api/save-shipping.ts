import { type ShippingCostRow, staffShopShippingEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Replaces the shipping cost table. */
export function useSaveShipping() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (rows: ShippingCostRow[]) =>
      (await apiCall(staffShopShippingEndpoint, { body: { rows } })).data,
    onSuccess: (setup) => saved(setup),
  });
}
