import { type AppConfig, siteNameFor } from '@museum-shop/contract';
import {
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { BasketIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { MediaPicture } from '../../components/ui/MediaPicture.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { useCustomer } from '../../features/account/hooks/use-customer.ts';
import { useCartLineCount } from '../../features/cart/hooks/use-cart-line-count.ts';
import {
  brandTarget,
  customSectionLabel,
  enabledSections,
  userRegistrationEnabled,
} from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { useBrowserState } from '../../lib/shared-render.ts';
import { sizeClassFor } from '../../lib/size-class.ts';
import { throttle } from '../../lib/throttle.ts';
import { withReturnTo } from '../navigation-rules.ts';
import { routePath, SECTION_ROUTES } from '../route-table.ts';
import styles from './Header.module.css';
import { LanguageSelect } from './LanguageSelect.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Spec §9: the header takes its scrolled style beyond 100 px; the menu is re-measured at most every 500 ms. */
const SCROLL_THRESHOLD_PX = 100;
const MEASURE_THROTTLE_MS = 500;

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * Whether the menu fits beside the brand: a hidden copy of the menu gives its natural width, which
 * is compared with the room there is. The room is re-measured on resize and orientation change at
 * most every 500 ms (spec §9); the copy is watched, so new labels, a new language or a signed-in
 * name are measured as soon as they render. The watcher also gives the first measurement, once the
 * browser has laid the page out anyway: measuring during the first render would force a layout of
 * its own (issue 11). Until then a phone's menu starts collapsed, as it almost always is, so the
 * header renders once on a phone.
 */
function useMenuFits(room: RefObject<HTMLElement | null>, natural: RefObject<HTMLElement | null>) {
  // A page the server renders does not know the window: it starts collapsed, as on most visitors' phones.
  const [fits, setFits] = useBrowserState(() => sizeClassFor(window.innerWidth) !== 'xs', false);
  const measure = useCallback(() => {
    if (!room.current || !natural.current) return;
    setFits(natural.current.scrollWidth <= room.current.clientWidth);
  }, [room, natural, setFits]);
  useEffect(() => {
    const throttled = throttle(measure, MEASURE_THROTTLE_MS);
    window.addEventListener('resize', throttled);
    window.addEventListener('orientationchange', throttled);
    const contentWatcher = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    // Without a watcher (an old browser, tests) the first measurement comes just after the first paint.
    if (contentWatcher && natural.current) contentWatcher.observe(natural.current);
    else measure();
    return () => {
      throttled.cancel();
      window.removeEventListener('resize', throttled);
      window.removeEventListener('orientationchange', throttled);
      contentWatcher?.disconnect();
    };
  }, [measure, natural]);
  return fits;
}

interface MenuContentProps {
  measuring?: boolean;
  /** In the opened mobile menu: dropdowns open in the flow. */
  inPanel?: boolean;
}

/** The collapsible part of the header: sections, language, account. */
function MenuContent({ measuring = false, inPanel = false }: MenuContentProps) {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  const customer = useCustomer();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  const signedIn = customer !== null && !customer.isGuest;
  // The measuring copy is invisible, so it must not be reachable by keyboard either.
  const tabIndex = measuring ? -1 : undefined;
  return (
    <>
      <nav className={styles.sections} aria-label={measuring ? undefined : t('header.mainNavigation')}>
        <ul>
          {enabledSections(config).map((section) => (
            <li key={section}>
              <NavLink
                to={routePath(SECTION_ROUTES[section], lang)}
                className={styles.sectionLink}
                tabIndex={tabIndex}
              >
                {customSectionLabel(config, lang, section) ?? t(`nav.${section}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.tools}>
        {config.languages.length > 1 && (
          <LanguageSelect lang={lang} languages={config.languages} inline={inPanel} tabIndex={tabIndex} />
        )}
        {signedIn ? (
          <UserMenu
            customer={customer}
            currentPath={currentPath}
            lang={lang}
            inline={inPanel}
            tabIndex={tabIndex}
          />
        ) : (
          userRegistrationEnabled(config) && (
            <>
              <Link
                className={styles.toolLink}
                to={withReturnTo(routePath('login', lang), currentPath)}
                tabIndex={tabIndex}
              >
                {t('header.login')}
              </Link>
              <Link
                className={styles.toolLink}
                to={withReturnTo(routePath('register', lang), currentPath)}
                tabIndex={tabIndex}
              >
                {t('header.register')}
              </Link>
            </>
          )
        )}
      </div>
    </>
  );
}

/**
 * The museum's logo beside its name (so its text alternative stays empty): an uploaded one in
 * AVIF or WebP at the width the screen needs (issue 34), else the configured image.
 */
function BrandLogo({ theme }: { theme: AppConfig['theme'] }) {
  const image = theme.logo_image;
  if (image) return <MediaPicture image={image} sizes={LOGO_SIZES} alt="" className={styles.logo} />;
  return theme.logo ? <img className={styles.logo} src={theme.logo} alt="" /> : null;
}

/** The logo is 2.25rem high: at most about 10rem wide for a wide logo. */
const LOGO_SIZES = '10rem';

function BrandLink() {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  const siteName = siteNameFor(config, lang);
  const target = brandTarget(config, lang);
  const content: ReactNode = (
    <>
      <BrandLogo theme={config.theme} />
      <span className={styles.siteName}>{siteName}</span>
    </>
  );
  return 'external' in target ? (
    <a className={styles.brand} href={target.external} target="_blank" rel="noopener">
      {content}
      <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
    </a>
  ) : (
    <Link className={styles.brand} to={routePath('home', lang)}>
      {content}
    </Link>
  );
}

function BasketLink() {
  const { t } = useTranslation();
  const { lang } = useShop();
  const count = useCartLineCount();
  return (
    <Link
      className={styles.basket}
      to={routePath('checkout', lang)}
      aria-label={t('header.basket', { count })}
    >
      <BasketIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

/**
 * Keeps the keyboard focus when the menu changes between inline and collapsed (a resize or a
 * rotation): the focused control disappears with its layout, so the focus goes to the same link in
 * the new layout, else to the menu button or the first control of the inline menu. Without this it
 * would fall back to the start of the document.
 */
function useFocusAcrossLayouts(
  fits: boolean,
  inline: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) {
  // The href of the menu link that had the focus ('' for another control of the menu); null: none.
  const focusedInMenu = useRef<string | null>(null);
  const onMenuFocus = (event: FocusEvent<HTMLElement>) => {
    focusedInMenu.current = event.target.getAttribute('href') ?? '';
  };
  const onMenuBlur = (event: FocusEvent<HTMLElement>) => {
    // A focused control that is removed with its layout gives no next target: keep the memory then.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
      focusedInMenu.current = null;
  };
  const previousFits = useRef(fits);
  useLayoutEffect(() => {
    if (previousFits.current === fits) return;
    previousFits.current = fits;
    const href = focusedInMenu.current;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (href === null || !focusLost) return;
    const sameLink = href
      ? inline.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)
      : null;
    const target = fits
      ? (sameLink ?? inline.current?.querySelector<HTMLElement>('a, button'))
      : toggle.current;
    target?.focus();
  }, [fits, inline, toggle]);
  return { onFocus: onMenuFocus, onBlur: onMenuBlur };
}

export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const scrolled = useScrolled();
  const room = useRef<HTMLDivElement>(null);
  const natural = useRef<HTMLDivElement>(null);
  const fits = useMenuFits(room, natural);
  const [open, setOpen] = useState(false);
  // How far below the window's top the header is when its menu opens (under the test mode bar at
  // the page's top): the open menu gets the rest of the window. Measured on opening, instead of a
  // custom property the bar kept on the document, whose every write restyled the whole page (issue 37).
  const [openedAt, setOpenedAt] = useState(0);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const inline = useRef<HTMLDivElement>(null);
  const keepMenuFocus = useFocusAcrossLayouts(fits, inline, toggle);

  // Escape (from anywhere, unless a dropdown inside the menu is open) closes the menu and returns
  // the focus to its button. The open menu is sticky with the header and would lie over whatever the
  // focus or a tap reaches outside it (WCAG 2.4.11), so leaving the header closes it too.
  useDismiss({ open, container: header, onDismiss: () => setOpen(false), returnFocusTo: toggle });

  // Any link in the menu closes it (spec §4): every followed link, even to the screen shown, is a
  // new location. It also closes when the menu is no longer collapsed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location.
  useEffect(() => setOpen(false), [location.key, fits]);

  return (
    <header
      ref={header}
      className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}
      style={open ? ({ '--header-top': `${openedAt}px` } as CSSProperties) : undefined}
    >
      <div className={styles.bar}>
        <BrandLink />
        <div className={styles.room} ref={room}>
          <div className={styles.measureBox} aria-hidden="true" inert>
            <div className={styles.measure} ref={natural}>
              <MenuContent measuring />
            </div>
          </div>
          {fits && (
            <div className={styles.inline} ref={inline} {...keepMenuFocus}>
              <MenuContent />
            </div>
          )}
        </div>
        <BasketLink />
        {!fits && (
          <button
            ref={toggle}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => {
              if (!open)
                setOpenedAt(Math.max(0, Math.round(header.current?.getBoundingClientRect().top ?? 0)));
              setOpen(!open);
            }}
          >
            <MenuIcon open={open} />
            <span className={styles.menuLabel}>{t('header.menu')}</span>
          </button>
        )}
      </div>
      {!fits && (
        <div id={menuId} className={styles.panel} hidden={!open} {...keepMenuFocus}>
          <MenuContent inPanel />
        </div>
      )}
    </header>
  );
}
