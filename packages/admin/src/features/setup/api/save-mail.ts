import { type ShopMailSender, staffShopMailEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Saves the sender name and reply-to address of the shop's e-mails; both empty: MAIL_FROM as it is. */
export function useSaveMailSender() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (body: ShopMailSender) => (await apiCall(staffShopMailEndpoint, { body })).data,
    onSuccess: (setup) => saved(setup),
  });
}
