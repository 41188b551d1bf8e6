import { useEffect } from 'react';
import { sizeClassFor } from '../../lib/size-class.ts';

/** Keeps the window size class on the body (spec §4), e.g. `size-md`, for styles that need it. */
export function useSizeClassOnBody() {
  useEffect(() => {
    let current = '';
    const update = () => {
      const next = `size-${sizeClassFor(window.innerWidth)}`;
      if (next === current) return;
      if (current) document.body.classList.remove(current);
      document.body.classList.add(next);
      current = next;
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
}
