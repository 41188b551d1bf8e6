import { isLanguage } from '@museum-shop/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { focusScreen, SCREEN_ID } from '../../components/layout/Screen.tsx';
import { Notices } from '../../components/ui/Notices.tsx';
import { ConfigGate } from '../../features/config/components/ConfigGate.tsx';
import { showsFooter, showsHeader } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { useShopInfo } from '../../features/content/api/get-shop-info.ts';
import { CookieNotice } from '../../features/content/components/CookieNotice.tsx';
import { GlobalMessage } from '../../features/content/components/GlobalMessage.tsx';
import { acceptCookies, cookieNoticeEnabled, cookiesAccepted } from '../../features/content/cookie-notice.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import { useHttpReactions } from './use-http-reactions.ts';
import { useScrollRestoration } from './use-scroll-restoration.ts';
import { useSizeClassOnBody } from './use-size-class.ts';

const DISMISSED_MESSAGE_KEY = 'globalMessageDismissed';

/** The frame around every screen: header, messages, the screen, footer and cookie notice. */
function ShopShell({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  const info = useShopInfo(lang);
  useHttpReactions();
  useScrollRestoration();
  useFocusOnNavigation();
  useSizeClassOnBody();

  const [accepted, setAccepted] = useState(cookiesAccepted);
  const message = info.data?.content.global_message ?? null;
  const [dismissedMessage, setDismissedMessage] = useState(() => sessionStore.get(DISMISSED_MESSAGE_KEY));
  const cookieHtml = info.data?.content.cookie_warning.disclaimer ?? '';

  // The shop's meta description (shopinfo meta) for search engines and link previews.
  const description = info.data?.meta.description;
  useEffect(() => {
    if (!description) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [description]);

  return (
    <>
      <a className="skip-link" href={`#${SCREEN_ID}`}>
        {t('nav.skipToContent')}
      </a>
      {showsHeader(config) && <Header />}
      {/* The museum's message and the app's messages share the content's margins and its clearance under the sticky header. */}
      <div className="shell-messages">
        {message && message.text !== dismissedMessage && (
          <GlobalMessage
            message={message}
            onDismiss={() => {
              sessionStore.set(DISMISSED_MESSAGE_KEY, message.text);
              setDismissedMessage(message.text);
            }}
          />
        )}
        <Notices />
      </div>
      <div className="shell-content">{notFound ? <RouteScreen name="notFound" /> : <Outlet />}</div>
      {showsFooter(config) && <Footer socialLinks={info.data?.content.social_media ?? []} />}
      {cookieNoticeEnabled(config) && !accepted && cookieHtml && (
        <CookieNotice
          html={cookieHtml}
          onAccept={() => {
            acceptCookies();
            setAccepted(true);
            // The accepted notice goes with its focused button; the keyboard continues in the screen
            // instead of falling back to the document, and the page does not jump for a pointer user.
            focusScreen({ preventScroll: true });
          }}
        />
      )}
    </>
  );
}

/** Everything under the optional `{lang}` prefix; a first segment that is no language is a 404. */
export function ShopLayout() {
  const { lang } = useParams();
  const pathLanguage = lang?.toLowerCase();
  const known = pathLanguage === undefined || isLanguage(pathLanguage);
  return (
    <ConfigGate pathLanguage={known ? pathLanguage : undefined}>
      <ShopShell notFound={!known} />
    </ConfigGate>
  );
}
