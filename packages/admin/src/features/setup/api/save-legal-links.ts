import { type StaffLegalLinks, staffShopLegalLinksSaveEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { LEGAL_LINKS_KEY, useSectionSaved } from './links-images.ts';

/** Sets the footer's legal links of the offered languages; a link left out is the standard page. */
export function useSaveLegalLinks() {
  const saved = useSectionSaved<StaffLegalLinks>(LEGAL_LINKS_KEY);
  return useMutation({
    mutationFn: async (links: StaffLegalLinks['links']) =>
      (await apiCall(staffShopLegalLinksSaveEndpoint, { body: { links } })).data,
    onSuccess: saved,
  });
}
