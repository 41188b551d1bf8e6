import { staffVoucherBatchCreateEndpoint, type VoucherBatchRequest } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { voucherCodesChanged } from './voucher-codes.ts';

/** Makes one code or a batch, all or none. */
export function useCreateVoucherBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VoucherBatchRequest) =>
      (await apiCall(staffVoucherBatchCreateEndpoint, { body })).data,
    onSuccess: () => voucherCodesChanged(queryClient),
  });
}
