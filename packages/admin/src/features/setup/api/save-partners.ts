import { type EndpointBody, type StaffPartners, staffShopPartnersSaveEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { PARTNERS_KEY, useSectionSaved } from './links-images.ts';

/** Replaces the partner logo groups, in their order. */
export function useSavePartners() {
  const saved = useSectionSaved<StaffPartners>(PARTNERS_KEY);
  return useMutation({
    mutationFn: async (body: EndpointBody<typeof staffShopPartnersSaveEndpoint>) =>
      (await apiCall(staffShopPartnersSaveEndpoint, { body })).data,
    onSuccess: saved,
  });
}
