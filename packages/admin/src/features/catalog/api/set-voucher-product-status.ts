import { type EventStatus, staffVoucherProductStatusEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { voucherProductsChanged } from './voucher-products.ts';

/** Publishes a voucher product, archives it or takes it back to draft. */
export function useSetVoucherProductStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: EventStatus) =>
      (await apiCall(staffVoucherProductStatusEndpoint, { params: { id }, body: { status } })).data,
    onSuccess: () => voucherProductsChanged(queryClient),
  });
}
