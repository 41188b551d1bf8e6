import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { currentScreen } from '../../components/layout/Screen.tsx';

const RETRY_MS = 100;
const MAX_RETRIES = 30;

/**
 * After a navigation inside the app, the focus moves to the new screen's main region, so keyboard
 * and screen-reader users start there instead of at a link that no longer means anything. The
 * first screen of a page load keeps the browser's own start.
 */
export function useFocusOnNavigation() {
  const location = useLocation();
  const firstScreen = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reaction is to a new location.
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusMain = () => {
      const main = currentScreen();
      // A screen still loading its data has no main region yet.
      if (!main) {
        if (tries++ < MAX_RETRIES) timer = setTimeout(focusMain, RETRY_MS);
        return;
      }
      if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
    };
    focusMain();
    return () => clearTimeout(timer);
  }, [location.key]);
}
