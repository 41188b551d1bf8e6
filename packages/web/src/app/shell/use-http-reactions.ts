import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useShop } from '../../features/config/shop-context.ts';
import { onHttpFailure } from '../../lib/api-client.ts';
import { reactionToStatus } from '../../lib/http-status.ts';
import { SERVER_ERROR_MS, showNotice } from '../../lib/notices.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { unauthorizedRedirect } from '../navigation-rules.ts';
import { currentRouteName } from '../navigation-state.ts';

const LAST_RELOAD_KEY = 'reloadedFor503At';
/** A 503 reloads the page, but not in a tight loop while the server stays unavailable. */
const RELOAD_PAUSE_MS = 10_000;

/** The one place where HTTP statuses of failed calls turn into what the visitor sees (spec §8). */
export function useHttpReactions() {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef('');
  path.current = `${location.pathname}${location.search}`;

  useEffect(() => {
    onHttpFailure((status, code) => {
      switch (reactionToStatus(status, currentRouteName() === 'login', code)) {
        case 'toLogin': {
          const target = unauthorizedRedirect(lang, currentRouteName(), path.current);
          // In place of the refused screen: Back must not return to it and be sent to login again.
          if (target) navigate(target, { replace: true });
          break;
        }
        case 'serverError':
          showNotice(
            {
              placement: 'global',
              kind: 'danger',
              text: t('errors.server.prefix'),
              email: config.support_email,
              textAfter: t('errors.server.suffix'),
            },
            SERVER_ERROR_MS,
          );
          break;
        case 'reload': {
          const last = Number(sessionStore.get(LAST_RELOAD_KEY) ?? 0);
          if (Date.now() - last > RELOAD_PAUSE_MS) {
            sessionStore.set(LAST_RELOAD_KEY, String(Date.now()));
            window.location.reload();
          }
          break;
        }
        case 'none':
          break;
      }
    });
    return () => onHttpFailure(undefined);
  }, [t, config.support_email, lang, navigate]);
}
