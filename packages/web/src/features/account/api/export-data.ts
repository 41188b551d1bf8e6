import { type AccountExport, customerExportEndpoint, type Language } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { md5 } from 'js-md5';
import { apiCall } from '../../../lib/api-client.ts';

/** POST customer/export?_=: everything the shop keeps about the customer, after the current password. */
export async function exportData(lang: Language, token: string, current: string): Promise<AccountExport> {
  return (await apiCall(customerExportEndpoint, { lang, token, body: { _po: md5(current) } })).data;
}

export const useExportData = (lang: Language, token: string) =>
  useMutation({ mutationFn: (current: string) => exportData(lang, token, current) });
