import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ErrorBoundary } from '../components/errors/ErrorBoundary.tsx';
import { ErrorScreen } from '../components/errors/ErrorScreen.tsx';

interface ShopRootProps {
  queryClient: QueryClient;
  /** The root boundary's way home. */
  homeHref: string;
  /** The router with the shop's routes: the browser's, or the server's for one address. */
  children: ReactNode;
}

/** What wraps the shop alike in the browser and on the server, so hydration finds the same tree. */
export function ShopRoot({ queryClient, homeHref, children }: ShopRootProps) {
  return (
    <StrictMode>
      {/* Never a blank page: whatever fails to render above the shop's own boundary ends here. */}
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} homeHref={homeHref} fullPage />}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
