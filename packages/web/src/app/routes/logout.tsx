import { DEFAULT_LANGUAGE, isLanguage } from '@museum-shop/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { logout } from '../../features/account/api/logout.ts';
import { safeReturnTo } from '../navigation-rules.ts';

/**
 * /logout (outside the language prefix): ends the session on the server, clears token and customer,
 * then returns to `returnTo` or the root.
 */
export function Component() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? '';
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo')) ?? '/';
  useEffect(() => {
    let left = false;
    void logout(lang).then(() => {
      if (!left) navigate(returnTo, { replace: true });
    });
    return () => {
      left = true;
    };
  }, [navigate, returnTo, lang]);
  return null;
}
