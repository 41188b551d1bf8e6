import { type InvoiceHeader, staffShopInvoiceEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Saves the invoice header; every field empty removes it. */
export function useSaveInvoice() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (body: InvoiceHeader) => (await apiCall(staffShopInvoiceEndpoint, { body })).data,
    onSuccess: (setup) => saved(setup),
  });
}
