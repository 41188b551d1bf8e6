import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** The queries' defaults, alike in the browser and where the server renders a page (issue 37). */
export const QUERY_DEFAULTS: QueryClientConfig['defaultOptions'] = {
  // ky already retries the spec's status list; a second layer of retries would multiply them.
  queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
};

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
