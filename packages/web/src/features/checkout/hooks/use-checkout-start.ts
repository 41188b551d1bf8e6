import type { Customer, Language } from '@museum-shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { customerQueryOptions } from '../api/get-customer.ts';
import { paymentTypesQueryOptions } from '../api/get-payments.ts';

/**
 * Spec §4 "Start": the saved customer is refreshed with `customer` (when there is a token) and the
 * payment types are loaded. Every checkout route module calls this; the refreshed customer is
 * handed to `onCustomer` to be stored.
 */
export function useCheckoutStart(
  lang: Language,
  token: string | null,
  onCustomer: (customer: Customer) => void,
) {
  const customer = useQuery(customerQueryOptions(lang, token));
  const payments = useQuery(paymentTypesQueryOptions(lang));
  useEffect(() => {
    if (customer.data) onCustomer(customer.data);
  }, [customer.data, onCustomer]);
  return { payments };
}
