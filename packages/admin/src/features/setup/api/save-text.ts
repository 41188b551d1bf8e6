import { type Language, type StaffText, staffTextSaveEndpoint } from '@museum-shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { textsQueryKey } from './texts.ts';

/**
 * Sets the museum's own text for a key (`text` null: back to the standard text). The list shows
 * the server's answer at once; nothing else is asked again, as the list is long.
 */
export function useSaveText(lang: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, text }: { key: string; text: string | null }) =>
      (await apiCall(staffTextSaveEndpoint, { params: { lang }, body: { key, text } })).data,
    onSuccess: (saved) =>
      queryClient.setQueryData(textsQueryKey(lang), (texts: StaffText[] | undefined) =>
        texts?.map((text) => (text.key === saved.key ? saved : text)),
      ),
  });
}
