import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { clearSession } from '../../features/account/session.ts';
import { safeReturnTo } from '../navigation-rules.ts';

/** /logout (outside the language prefix): clears token and customer, then returns to `returnTo` or the root. */
export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo')) ?? '/';
  useEffect(() => {
    clearSession();
    navigate(returnTo, { replace: true });
  }, [navigate, returnTo]);
  return null;
}
