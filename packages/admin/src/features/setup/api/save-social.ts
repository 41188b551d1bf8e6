import { type ShopSetup, staffShopSocialEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

export type SocialLink = ShopSetup['social_links'][number];

/** Replaces the footer's social links, in their order. */
export function useSaveSocialLinks() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (links: SocialLink[]) =>
      (await apiCall(staffShopSocialEndpoint, { body: { links } })).data,
    onSuccess: (setup) => saved(setup),
  });
}
