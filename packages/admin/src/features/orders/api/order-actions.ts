import {
  staffCancelOrderEndpoint,
  staffOrderNoteEndpoint,
  staffRefundEndpoint,
  staffResendConfirmationEndpoint,
} from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { storeOrder } from './order.ts';

/** Refunds the whole order (no lines) or the given lines. */
export function useRefund(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { lines?: number[] | undefined; reason: string }) =>
      (
        await apiCall(staffRefundEndpoint, {
          params: { number },
          body: { reason: input.reason, ...(input.lines ? { lines: input.lines } : {}) },
        })
      ).data,
    onSuccess: (result) => storeOrder(queryClient, result.order),
  });
}

export function useCancelOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await apiCall(staffCancelOrderEndpoint, { params: { number }, body: { reason } })).data,
    onSuccess: (detail) => storeOrder(queryClient, detail),
  });
}

export function useResendConfirmation(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiCall(staffResendConfirmationEndpoint, { params: { number } })).data,
    onSuccess: (detail) => storeOrder(queryClient, detail),
  });
}

export function useAddNote(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await apiCall(staffOrderNoteEndpoint, { params: { number }, body: { text } })).data,
    onSuccess: (detail) => storeOrder(queryClient, detail),
  });
}
