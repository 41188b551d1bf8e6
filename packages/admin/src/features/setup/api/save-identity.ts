import { type Language, staffShopIdentityEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

export interface IdentityInput {
  site_name_translations: Partial<Record<Language, string>>;
  languages: Language[];
  default_language: Language;
  time_zone: string;
  support_email: string;
}

/** Names the museum, chooses its languages (the default first), time zone and support address. */
export function useSaveIdentity() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (body: IdentityInput) => (await apiCall(staffShopIdentityEndpoint, { body })).data,
    onSuccess: (setup) => saved(setup),
  });
}
