import { isLanguage } from '@museum-shop/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { focusScreen, SCREEN_ID } from '../../components/layout/Screen.tsx';
import { Notices } from '../../components/ui/Notices.tsx';
import { useSafeHtmlReady } from '../../components/ui/SafeHtml.tsx';
import { ConfigGate } from '../../features/config/components/ConfigGate.tsx';
import { TestModeNotice } from '../../features/config/components/TestModeNotice.tsx';
import { showsFooter, showsHeader } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { useShopInfo } from '../../features/content/api/get-shop-info.ts';
import { CookieNotice } from '../../features/content/components/CookieNotice.tsx';
import { GlobalMessage } from '../../features/content/components/GlobalMessage.tsx';
import { acceptCookies, cookieNoticeEnabled, cookiesAccepted } from '../../features/content/cookie-notice.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { useBrowserState } from '../../lib/shared-render.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import { useHttpReactions } from './use-http-reactions.ts';
import { useScrollRestoration } from './use-scroll-restoration.ts';
import { useSizeClassOnBody } from './use-size-class.ts';

const DISMISSED_MESSAGE_KEY = 'globalMessageDismissed';

/**
 * The shop info's content (spec §7 shopinfo). Only the small parts below read it, so its arrival
 * re-renders them and not the whole frame (issue 11: long tasks on a phone's first load).
 */
function useShopContent() {
  const { lang } = useShop();
  return useShopInfo(lang).data;
}

/** The museum's dismissable message. */
function MuseumMessage() {
  const message = useShopContent()?.content.global_message ?? null;
  const [dismissedMessage, setDismissedMessage] = useBrowserState(
    () => sessionStore.get(DISMISSED_MESSAGE_KEY),
    null,
  );
  if (!message || message.text === dismissedMessage) return null;
  return (
    <GlobalMessage
      message={message}
      onDismiss={() => {
        sessionStore.set(DISMISSED_MESSAGE_KEY, message.text);
        setDismissedMessage(message.text);
      }}
    />
  );
}

/** The shop's meta description (shopinfo meta) for search engines and link previews. */
function MetaDescription() {
  const description = useShopContent()?.meta.description;
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
  return null;
}

function ShopFooter() {
  return <Footer socialLinks={useShopContent()?.content.social_media ?? []} />;
}

function ShopCookieNotice() {
  const { config } = useShop();
  // A page the server renders holds the notice for every visitor (hideAcceptedCookieNotice): the
  // browser says whether this one accepted it, once the page is taken over.
  const [accepted, setAccepted] = useBrowserState(cookiesAccepted, false);
  const html = useShopContent()?.content.cookie_warning.disclaimer ?? '';
  const shown = cookieNoticeEnabled(config) && !accepted;
  // The notice shows once its HTML can be sanitised, whole at once: shown before, it grew when its
  // text arrived, and each of its heights restyled the whole page (--bottom-overlay, issue 37).
  const sanitizerReady = useSafeHtmlReady(shown);
  if (!shown || !html || !sanitizerReady) return null;
  return (
    <CookieNotice
      html={html}
      onAccept={() => {
        acceptCookies();
        setAccepted(true);
        // The accepted notice goes with its focused button; the keyboard continues in the screen
        // instead of falling back to the document, and the page does not jump for a pointer user.
        focusScreen({ preventScroll: true });
      }}
    />
  );
}

/** The frame around every screen: cookie notice, test mode bar, header, messages, the screen and footer. */
function ShopShell({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  const { config } = useShop();
  useHttpReactions();
  useScrollRestoration();
  useFocusOnNavigation();
  useSizeClassOnBody();

  return (
    <>
      <MetaDescription />
      <a className="skip-link" href={`#${SCREEN_ID}`}>
        {t('nav.skipToContent')}
      </a>
      {/* Early in the tab order, right after the skip link, though it shows at the window's foot (issue 26). */}
      <ShopCookieNotice />
      {/* Above the header, and there even when the header is hidden (module mode). */}
      <TestModeNotice />
      {showsHeader(config) && <Header />}
      {/* The museum's message and the app's messages share the content's margins and its clearance under the sticky header. */}
      <div className="shell-messages">
        <MuseumMessage />
        <Notices />
      </div>
      <div className="shell-content">{notFound ? <RouteScreen name="notFound" /> : <Outlet />}</div>
      {showsFooter(config) && <ShopFooter />}
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
