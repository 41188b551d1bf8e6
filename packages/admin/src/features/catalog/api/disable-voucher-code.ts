import { staffVoucherCodeDisableEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { voucherCodesChanged } from './voucher-codes.ts';

/** Disables a code: the cart refuses it from now on. */
export function useDisableVoucherCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiCall(staffVoucherCodeDisableEndpoint, { params: { id } })).data,
    onSuccess: () => voucherCodesChanged(queryClient),
  });
}
