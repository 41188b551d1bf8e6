import { staffVoucherGroupsSaveEndpoint, type VoucherGroupsDocument } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { voucherProductsChanged } from './voucher-products.ts';

/** Saves the voucher groups whole, in their order; a group still in use is refused. */
export function useSaveVoucherGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VoucherGroupsDocument) =>
      (await apiCall(staffVoucherGroupsSaveEndpoint, { body })).data,
    onSuccess: () => voucherProductsChanged(queryClient),
  });
}
