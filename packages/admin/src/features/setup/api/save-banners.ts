import { type EndpointBody, type StaffBanners, staffShopBannersSaveEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { BANNERS_KEY, useSectionSaved } from './links-images.ts';

/** Replaces the banners, in their order. */
export function useSaveBanners() {
  const saved = useSectionSaved<StaffBanners>(BANNERS_KEY);
  return useMutation({
    mutationFn: async (body: EndpointBody<typeof staffShopBannersSaveEndpoint>) =>
      (await apiCall(staffShopBannersSaveEndpoint, { body })).data,
    onSuccess: saved,
  });
}
