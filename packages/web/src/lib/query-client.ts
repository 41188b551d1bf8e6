import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // ky already retries the spec's status list; a second layer of retries would multiply them.
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
  },
});
