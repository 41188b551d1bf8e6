import { type Language, staffTextsEndpoint } from '@museum-shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

export const textsQueryKey = (lang: Language) => ['staff', 'shop', 'texts', lang] as const;

/** The visitor app's interface texts in `lang`: each key, its standard text and the museum's own. */
export const textsQuery = (lang: Language) =>
  queryOptions({
    queryKey: textsQueryKey(lang),
    queryFn: async ({ signal }) =>
      (await apiCall(staffTextsEndpoint, { params: { lang } }, signal)).data.texts,
  });

export function useTexts(lang: Language) {
  return useQuery(textsQuery(lang));
}
