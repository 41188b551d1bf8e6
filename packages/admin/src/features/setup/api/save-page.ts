import { type Language, type PageId, staffPageSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { pageQueryKey } from './page.ts';
import { useSetupSaved } from './setup.ts';

/** Saves a static page in one language (the server sanitises it and refuses scripts). */
export function useSavePage(id: PageId, lang: Language) {
  const queryClient = useQueryClient();
  const saved = useSetupSaved();
  return useMutation({
    mutationFn: async (body: { title: string; html: string }) =>
      (await apiCall(staffPageSaveEndpoint, { params: { id, lang }, body })).data,
    onSuccess: async (page) => {
      queryClient.setQueryData(pageQueryKey(id), page);
      // Which page exists in which language is part of the setup's checklist.
      await saved();
    },
  });
}
