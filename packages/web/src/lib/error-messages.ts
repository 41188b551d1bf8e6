import type { ErrorCode } from '@museum-shop/contract';

/** The one map from the contract's error codes to translated messages (keys in common.json). */
const MESSAGE_KEYS: Record<ErrorCode, string> = {
  INVALID_REQUEST: 'errors.codes.INVALID_REQUEST',
  VALIDATION_FAILED: 'errors.codes.VALIDATION_FAILED',
  NOT_FOUND: 'errors.codes.NOT_FOUND',
  UNKNOWN_LANGUAGE: 'errors.codes.NOT_FOUND',
  SHOP_NOT_FOUND: 'errors.codes.SHOP_NOT_FOUND',
  RATE_LIMITED: 'errors.codes.RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'errors.codes.SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'errors.codes.INTERNAL_ERROR',
  PAGE_NOT_FOUND: 'errors.codes.PAGE_NOT_FOUND',
  UNAUTHORIZED: 'errors.codes.UNAUTHORIZED',
  FORBIDDEN: 'errors.codes.FORBIDDEN',
  LOGIN_FAILED: 'errors.codes.LOGIN_FAILED',
  REGISTRATION_DISABLED: 'errors.codes.REGISTRATION_DISABLED',
  GUEST_REGISTRATION_DISABLED: 'errors.codes.GUEST_REGISTRATION_DISABLED',
  RESET_LINK_INVALID: 'errors.codes.RESET_LINK_INVALID',
  CONFIRM_LINK_INVALID: 'errors.codes.CONFIRM_LINK_INVALID',
  TOUR_NOT_FOUND: 'errors.codes.TOUR_NOT_FOUND',
  EVENT_NOT_FOUND: 'errors.codes.EVENT_NOT_FOUND',
  ARTICLE_NOT_FOUND: 'errors.codes.ARTICLE_NOT_FOUND',
  VOUCHER_PRODUCT_NOT_FOUND: 'errors.codes.VOUCHER_PRODUCT_NOT_FOUND',
  INVALID_DATE: 'errors.codes.INVALID_DATE',
  INVALID_DATE_RANGE: 'errors.codes.INVALID_DATE_RANGE',
  VOUCHER_NOT_FOUND: 'errors.codes.VOUCHER_NOT_FOUND',
  VOUCHER_NOW_IS_BEFORE_VALID_FROM: 'errors.codes.VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  VOUCHER_NOW_IS_AFTER_VALID_TO: 'errors.codes.VOUCHER_NOW_IS_AFTER_VALID_TO',
  VOUCHER_NO_AMOUNT_LEFT: 'errors.codes.VOUCHER_NO_AMOUNT_LEFT',
  NO_SHIPPING_COSTS_FOR_COUNTRY: 'errors.codes.NO_SHIPPING_COSTS_FOR_COUNTRY',
  COUNTRY_MISSING: 'errors.codes.COUNTRY_MISSING',
  CART_NOT_BOOKABLE: 'errors.codes.CART_NOT_BOOKABLE',
  PAYMENT_TYPE_UNKNOWN: 'errors.codes.PAYMENT_TYPE_UNKNOWN',
  PAYMENT_DETAILS_INVALID: 'errors.codes.PAYMENT_DETAILS_INVALID',
  CHECKOUT_BUSY: 'errors.codes.CHECKOUT_BUSY',
  CART_GONE: 'errors.codes.CART_GONE',
  PAYMENT_NOT_CONFIRMED: 'errors.codes.PAYMENT_NOT_CONFIRMED',
  PAYMENT_FAILED: 'errors.codes.PAYMENT_FAILED',
  PAYMENT_OPEN: 'errors.codes.PAYMENT_OPEN',
  PLACES_GONE_REFUND: 'errors.codes.PLACES_GONE_REFUND',
  ORDER_NOT_AVAILABLE: 'errors.codes.ORDER_NOT_AVAILABLE',
  ORDER_ALREADY_PAID: 'errors.codes.ORDER_ALREADY_PAID',
  GUEST_ALREADY_ORDERED: 'errors.codes.GUEST_ALREADY_ORDERED',
  PAYMENT_PROVIDER_UNAVAILABLE: 'errors.codes.PAYMENT_PROVIDER_UNAVAILABLE',
  MEMBER_CARD_NOT_FOUND: 'errors.codes.MEMBER_CARD_NOT_FOUND',
  // The staff app's own codes (issue 25): never answered to the visitor's calls, so the general words.
  STAFF_INVITE_INVALID: 'errors.codes.FORBIDDEN',
  STAFF_EMAIL_TAKEN: 'errors.codes.INVALID_REQUEST',
  STAFF_LAST_OWNER: 'errors.codes.FORBIDDEN',
  REFUND_OVER_LIMIT: 'errors.codes.FORBIDDEN',
  ORDER_STATE_CONFLICT: 'errors.codes.INVALID_REQUEST',
  REFUND_VOUCHER_REDEEMED: 'errors.codes.INVALID_REQUEST',
  SLOT_NOT_FOUND: 'errors.codes.NOT_FOUND',
  CAPACITY_BELOW_TAKEN: 'errors.codes.INVALID_REQUEST',
  SHOP_NOT_READY: 'errors.codes.INVALID_REQUEST',
  CATALOG_NOT_EMPTY: 'errors.codes.INVALID_REQUEST',
  RETURN_ADDRESS_OUTSIDE_SHOP: 'errors.codes.RETURN_ADDRESS_OUTSIDE_SHOP',
  SHOP_CLOSED: 'openingSoon.body',
  WAITING_ROOM: 'errors.codes.WAITING_ROOM',
  WAITING_TICKET_UNKNOWN: 'errors.codes.WAITING_TICKET_UNKNOWN',
};

export function errorMessageKey(code: ErrorCode): string {
  return MESSAGE_KEYS[code];
}

/** The message key for a failure: the code's own message, else the caller's general one. */
export function messageKeyFor(code: ErrorCode | undefined, fallbackKey: string): string {
  return code ? MESSAGE_KEYS[code] : fallbackKey;
}
