/**
 * The paths of the calls every visit starts with, as plain strings without schemas: the web app's
 * first, smallest script starts these calls while its main script is still on the way (issue 11).
 */
export const CONFIG_PATH = 'shopinfo/config';
export const SHOP_INFO_PATH = 'shopinfo';
/** A static page (spec §2 page/{id}): its screen is often the first one, from a link in a museum's site. */
export const STATIC_PAGE_PATH = 'page/:id';
