/**
 * The paths of the calls every visit starts with, as plain strings without schemas: the web app's
 * first, smallest script starts these calls while its main script is still on the way (issue 11).
 */
export const CONFIG_PATH = 'shopinfo/config';
export const SHOP_INFO_PATH = 'shopinfo';
/** A static page (spec §2 page/{id}): its screen is often the first one, from a link in a museum's site. */
export const STATIC_PAGE_PATH = 'page/:id';

/**
 * The catalog calls a shared page (shop-pages.ts) starts with, which need nothing but the page's
 * address: the first script starts them too on that page, before the page's code has arrived (issue
 * 37). Their endpoints name these paths.
 */
export const EVENT_LIST_PATH = 'event/select';
export const TICKET_COLLECT_PATH = 'ticket/collect/event/:id';
export const TICKET_LIFETIME_PATH = 'ticket/lifetime';
export const TOUR_LIST_PATH = 'tour/select/event';
export const TOUR_ATTRIBUTES_PATH = 'tour/attr';
export const TOUR_PATH = 'tour';
export const TOUR_LIFETIME_PATH = 'tour/lifetime/tour/:id';
export const ARTICLE_LIST_PATH = 'merchandise/select';
export const ARTICLE_PATH = 'merchandise';
export const ARTICLE_CATEGORIES_PATH = 'merchandise/attr';
export const VOUCHER_LIST_PATH = 'voucher/select/event';
export const VOUCHER_GROUPS_PATH = 'voucher/group';

/** Product kind of annual passes (spec §9): the pass list's first call names it. */
export const ANNUAL_PASS_KIND = 13;
/** Product kind of ordinary merchandise. */
export const MERCHANDISE_KIND = 1;
