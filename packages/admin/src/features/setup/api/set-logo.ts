import { staffShopLogoEndpoint } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useSetupSaved } from './setup.ts';

/** Makes an uploaded image the museum's logo; null removes it. */
export function useSetLogo() {
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (mediaId: string | null) =>
      (await apiCall(staffShopLogoEndpoint, { body: { media_id: mediaId } })).data,
    onSuccess: (setup) => saved(setup),
  });
}
