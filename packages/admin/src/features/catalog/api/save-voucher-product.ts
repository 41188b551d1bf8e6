import { staffVoucherProductSaveEndpoint, type VoucherProductDocument } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { voucherProductsChanged } from './voucher-products.ts';

/** Saves a voucher product; codes sold before keep their value. */
export function useSaveVoucherProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VoucherProductDocument) =>
      (await apiCall(staffVoucherProductSaveEndpoint, { params: { id }, body })).data,
    onSuccess: () => voucherProductsChanged(queryClient),
  });
}
