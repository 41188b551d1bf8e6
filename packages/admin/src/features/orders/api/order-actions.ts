import {
  staffCancelOrderEndpoint,
  staffManualRefundEndpoint,
  staffOrderNoteEndpoint,
  staffRefundEndpoint,
  staffResendConfirmationEndpoint,
  staffRetryRefundEndpoint,
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

/** Sends a refund the payment provider refused once more. */
export function useRetryRefund(number: string, refund: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiCall(staffRetryRefundEndpoint, { params: { number, refund } })).data,
    onSuccess: (detail) => storeOrder(queryClient, detail),
  });
}

/** Records that a refused refund was paid back by bank transfer, with its reference (owner only). */
export function useManualRefund(number: string, refund: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reference: string) =>
      (await apiCall(staffManualRefundEndpoint, { params: { number, refund }, body: { reference } })).data,
    onSuccess: (detail) => storeOrder(queryClient, detail),
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
