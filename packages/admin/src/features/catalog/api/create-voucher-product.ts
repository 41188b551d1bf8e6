import { staffVoucherProductCreateEndpoint, type VoucherProductDocument } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { voucherProductsChanged } from './voucher-products.ts';

/** Creates a voucher product as a draft. */
export function useCreateVoucherProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VoucherProductDocument) =>
      (await apiCall(staffVoucherProductCreateEndpoint, { body })).data,
    onSuccess: () => voucherProductsChanged(queryClient),
  });
}
