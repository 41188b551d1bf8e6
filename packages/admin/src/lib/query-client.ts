import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // ky already retries the spec's status list; staff data is fresh for a short while only.
    queries: { retry: false, staleTime: 10_000, refetchOnWindowFocus: false },
  },
});
