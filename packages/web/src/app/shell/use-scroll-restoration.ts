import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Spec §9: a restore that cannot be done yet is retried every 500 ms while the server is loading. */
const RETRY_MS = 500;
const MAX_RETRIES = 20;
const positions = new Map<string, number>();

/**
 * Back and forward navigation returns to where the visitor was on that screen; any other navigation
 * starts at the top (spec §4).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Asked when a retry is due, not subscribed to: `useIsFetching` re-rendered the whole frame
  // (header, footer) each time a query started or finished (issue 37's blocking time).
  const queryClient = useQueryClient();

  // The app restores positions itself; the browser's own restoration would fight it.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Scrolls are remembered for the screen whose address the window shows: while the router still
  // shows the old screen of a new address (a lazy screen loading), or the browser clamps the
  // position for a shorter new screen, they do not belong to the screen being left.
  useLayoutEffect(() => {
    const { key, pathname } = location;
    const remember = () => {
      if (window.location.pathname === pathname) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location]);

  useEffect(() => {
    const target = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (target === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      window.scrollTo(0, target);
      const reached = Math.abs(window.scrollY - target) < 2;
      // The screen may still be growing while its data loads; try again until it is tall enough.
      if (!reached && (queryClient.isFetching() > 0 || tries < 2) && tries++ < MAX_RETRIES) {
        timer = setTimeout(attempt, RETRY_MS);
      }
    };
    attempt();
    return () => clearTimeout(timer);
  }, [location.key, navigationType, queryClient]);
}
