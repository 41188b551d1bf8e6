import {
  type Language,
  PERSONAL_SCREEN_PATHS as PERSONAL,
  SHOP_PAGE_PATHS as SHARED,
} from '@museum-shop/contract';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { preloadCalendarOfPage } from '../components/ui/calendar-code.ts';
import { preloadSafeHtml } from '../components/ui/SafeHtml.tsx';
import type { SectionKey } from '../features/config/flags.ts';
import { staticPageIdFor, staticPageQueryOptions } from '../features/content/api/get-page.ts';
import { passOrderFormCode } from '../features/merchandise/pass-order-form-code.ts';
import { queryClient } from '../lib/query-client.ts';

export interface RouteDefinition {
  /** Below the optional `{lang}` prefix; '' is the language's home. */
  path: string;
  /**
   * The route's code, loaded only when the route is visited; none for the home screen, which is
   * part of the first load (RouteScreen).
   */
  load?: () => Promise<{ Component: ComponentType }>;
  /**
   * Starts fetching what the screen shows, when it is the first screen of a visit: it would
   * otherwise wait for the route's code (issue 11).
   */
  prefetch?: (params: Params, lang: Language) => void;
  /** The page-title key (spec §2); the home route shows only the site name. */
  titleKey?: string;
  /** The section whose configuration flag switches the route on. */
  section?: SectionKey;
  /** Login, registration and recovery screens: leaving checkout for them keeps the way back (spec §4). */
  auth?: boolean;
  /** Screens with the narrow, quiet secondary-page styling (spec §2). */
  secondary?: boolean;
}

/** The booking screens' calendar (its code, its days' names in the page's language): loaded beside their code. */
const withCalendar = <Module>(loading: Promise<Module>) =>
  Promise.all([loading, preloadCalendarOfPage()]).then(([module]) => module);
const tickets = () => import('./routes/tickets.tsx');
const ticket = () => withCalendar(import('./routes/ticket.tsx'));
const guidedTours = () => import('./routes/guided-tours.tsx');
const guidedTour = () => withCalendar(import('./routes/guided-tour.tsx'));
const merchandise = () => import('./routes/merchandise.tsx');
const vouchers = () => import('./routes/vouchers.tsx');
const product = () => import('./routes/product.tsx');
/** A pass's page: its screen's code and beside it the passes' order form, which a shop article's page has no use for. */
const passProduct = () =>
  Promise.all([import('./routes/product.tsx'), passOrderFormCode().catch(() => undefined)]).then(
    ([module]) => module,
  );
/** The server renders product/{id} of an annual pass too in one go: it has the form's code first. */
const productOnAnyHost = import.meta.env.SSR ? passProduct : product;
const login = () => import('./routes/account-login.tsx');
const register = () => import('./routes/account-register.tsx');
const registerSuccess = () => import('./routes/account-register-success.tsx');
const registerGuest = () => import('./routes/account-register-guest.tsx');
const password = () => import('./routes/account-password.tsx');
const settings = () => import('./routes/account-settings.tsx');
/**
 * A static page's text is sanitised before it shows: DOMPurify downloads alongside the page's code.
 * Opened directly, the early script has preloaded both (SHARED_PAGE_MODULES in lib/early-code.ts).
 */
const staticPage = () =>
  Promise.all([import('./routes/static-page.tsx'), preloadSafeHtml()]).then(([module]) => module);
const prefetchStaticPage = ({ id }: Params, lang: Language) =>
  void queryClient.prefetchQuery(staticPageQueryOptions(lang, staticPageIdFor(id)));

/**
 * Every screen of spec §2 under the `{lang}` prefix; the router, titles and navigation rules read this
 * one table. The screens take their paths from the contract, where the server reads them too: it
 * answers any other address with a 404.
 */
export const ROUTES = {
  home: { path: SHARED.home },
  merchandise: {
    path: SHARED.merchandise,
    load: merchandise,
    titleKey: 'routes.merchandise.title',
    section: 'merchandise',
  },
  merchandiseCategory: {
    path: SHARED.merchandiseCategory,
    load: merchandise,
    titleKey: 'routes.merchandiseCategory.title',
    section: 'merchandise',
  },
  passes: { path: SHARED.passes, load: merchandise, titleKey: 'routes.passes.title', section: 'passes' },
  pass: { path: SHARED.pass, load: passProduct, titleKey: 'routes.pass.title', section: 'passes' },
  vouchers: { path: SHARED.vouchers, load: vouchers, titleKey: 'routes.vouchers.title', section: 'vouchers' },
  voucher: { path: SHARED.voucher, load: vouchers, titleKey: 'routes.voucher.title', section: 'vouchers' },
  tickets: { path: SHARED.tickets, load: tickets, titleKey: 'routes.tickets.title', section: 'tickets' },
  ticket: { path: SHARED.ticket, load: ticket, titleKey: 'routes.ticket.title', section: 'tickets' },
  guidedTours: {
    path: SHARED.guidedTours,
    load: guidedTours,
    titleKey: 'routes.guidedTours.title',
    section: 'guided_tours',
  },
  guidedTour: {
    path: SHARED.guidedTour,
    load: guidedTour,
    titleKey: 'routes.guidedTour.title',
    section: 'guided_tours',
  },
  login: { path: PERSONAL.login, load: login, titleKey: 'routes.login.title', auth: true, secondary: true },
  register: {
    path: PERSONAL.register,
    load: register,
    titleKey: 'routes.register.title',
    auth: true,
    secondary: true,
  },
  registerSuccess: {
    path: PERSONAL.registerSuccess,
    load: registerSuccess,
    titleKey: 'routes.registerSuccess.title',
    auth: true,
    secondary: true,
  },
  registerGuest: {
    path: PERSONAL.registerGuest,
    load: registerGuest,
    titleKey: 'routes.registerGuest.title',
    auth: true,
    secondary: true,
  },
  forgotPassword: {
    path: PERSONAL.forgotPassword,
    load: password,
    titleKey: 'routes.forgotPassword.title',
    auth: true,
    secondary: true,
  },
  recover: {
    path: PERSONAL.recover,
    load: password,
    titleKey: 'routes.recover.title',
    auth: true,
    secondary: true,
  },
  forgotPasswordSuccess: {
    path: PERSONAL.forgotPasswordSuccess,
    load: password,
    titleKey: 'routes.forgotPasswordSuccess.title',
    auth: true,
    secondary: true,
  },
  recoverPasswordSuccess: {
    path: PERSONAL.recoverPasswordSuccess,
    load: password,
    titleKey: 'routes.recoverPasswordSuccess.title',
    auth: true,
    secondary: true,
  },
  settings: { path: PERSONAL.settings, load: settings, titleKey: 'routes.settings.title', secondary: true },
  /** Beyond spec §2: the link mailed to a new e-mail address (the token travels in the hash). */
  confirmEmail: {
    path: PERSONAL.confirmEmail,
    load: () => import('./routes/account-confirm-email.tsx'),
    titleKey: 'routes.confirmEmail.title',
    secondary: true,
  },
  orderReview: {
    path: PERSONAL.orderReview,
    load: () => import('./routes/order-review.tsx'),
    titleKey: 'routes.orderReview.title',
  },
  product: { path: SHARED.product, load: productOnAnyHost, titleKey: 'routes.product.title' },
  checkout: {
    path: PERSONAL.checkout,
    load: () => import('./routes/checkout.tsx'),
    titleKey: 'routes.checkout.title',
  },
  checkoutAccepted: {
    path: PERSONAL.checkoutAccepted,
    load: () => import('./routes/checkout-accepted.tsx'),
    titleKey: 'routes.checkoutAccepted.title',
  },
  checkoutCanceled: {
    path: PERSONAL.checkoutCanceled,
    load: () => import('./routes/checkout-canceled.tsx'),
    titleKey: 'routes.checkoutCanceled.title',
  },
  checkoutSuccess: {
    path: PERSONAL.checkoutSuccess,
    load: () => import('./routes/checkout-success.tsx'),
    titleKey: 'routes.checkoutSuccess.title',
    secondary: true,
  },
  checkoutFailed: {
    path: PERSONAL.checkoutFailed,
    load: () => import('./routes/checkout-failed.tsx'),
    titleKey: 'routes.checkoutFailed.title',
  },
  /** Issue 38: the queue of a busy sale, where checkout sends the visitor while its waiting room is on. */
  waitingRoom: {
    path: PERSONAL.waitingRoom,
    load: () => import('./routes/waiting-room.tsx'),
    titleKey: 'routes.waitingRoom.title',
    secondary: true,
  },
  shippingPage: {
    path: SHARED.shippingPage,
    load: staticPage,
    prefetch: prefetchStaticPage,
    titleKey: 'routes.page.title',
  },
  page: { path: SHARED.page, load: staticPage, prefetch: prefetchStaticPage, titleKey: 'routes.page.title' },
  notFound: { path: '*', load: () => import('./routes/not-found.tsx'), titleKey: 'notFound.title' },
} as const satisfies Record<string, RouteDefinition>;

type ScreenModule = { Component: ComponentType };
/** A promise that tells how its load ended, as React's `use` reads it: then it renders at once. */
type TrackedLoad = Promise<ScreenModule> &
  (
    | { status?: undefined }
    | { status: 'fulfilled'; value: ScreenModule }
    | { status: 'rejected'; reason: unknown }
  );
const screenLoads = new Map<NonNullable<RouteDefinition['load']>, TrackedLoad>();

/**
 * The loading of a route's code, started once for every route that shares it: a screen whose code
 * the start already loaded (see preloadScreen) renders in the shell's own render instead of
 * suspending once (issue 11). A failed load is kept too: React renders the screen again once the
 * promise settles, and a new load each time would suspend for ever instead of showing the error
 * screen, whose reload fetches the code anew (the files changed with a deploy).
 */
export function loadScreen(load: NonNullable<RouteDefinition['load']>): TrackedLoad {
  const known = screenLoads.get(load);
  if (known) return known;
  const loading: TrackedLoad = load();
  screenLoads.set(load, loading);
  // Block bodies: returning the promise itself from a handler would pass its rejection on, unhandled.
  loading.then(
    (module) => {
      Object.assign(loading, { status: 'fulfilled', value: module });
    },
    (reason: unknown) => {
      Object.assign(loading, { status: 'rejected', reason });
    },
  );
  return loading;
}

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type RouteParams<Name extends RouteName> = ParamNames<(typeof ROUTES)[Name]['path']>;

/**
 * The path of a named route in `lang`, e.g. `routePath('checkoutSuccess', 'de')` → `/de/checkout/success`;
 * routes with parameters require them: `routePath('recover', 'en', { guid })`.
 */
export function routePath<Name extends Exclude<RouteName, 'notFound'>>(
  name: Name,
  lang: Language,
  ...params: [RouteParams<Name>] extends [never] ? [] : [Record<RouteParams<Name>, string>]
): string {
  const values = (params[0] ?? {}) as Record<string, string>;
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  );
  return `/${lang}/${path}`;
}

/** The list screen of each shop section, for the navigation and the home screen's cards. */
export const SECTION_ROUTES = {
  tickets: 'tickets',
  guided_tours: 'guidedTours',
  merchandise: 'merchandise',
  passes: 'passes',
  vouchers: 'vouchers',
} as const satisfies Record<SectionKey, RouteName>;

const PERSONAL_PATHS: ReadonlySet<string> = new Set(Object.values(PERSONAL));

/**
 * A screen that is the visitor's own (checkout, account): the server sends its frame with the
 * screen still to come, and the browser renders the screen (issue 37).
 */
export const isPersonalRoute = (route: RouteDefinition): boolean => PERSONAL_PATHS.has(route.path);

/** The logout route sits outside the language prefix (spec §2). */
export { LOGOUT_PATH } from '@museum-shop/contract';
