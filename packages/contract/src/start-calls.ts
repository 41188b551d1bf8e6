/**
 * The paths of the calls every visit starts with, as plain strings without schemas: the web app's
 * first, smallest script starts these calls while its main script is still on the way (issue 11).
 */
export const CONFIG_PATH = 'shopinfo/config';
export const SHOP_INFO_PATH = 'shopinfo';
