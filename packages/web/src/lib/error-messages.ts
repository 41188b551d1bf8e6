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
};

export function errorMessageKey(code: ErrorCode): string {
  return MESSAGE_KEYS[code];
}

/** The message key for a failure: the code's own message, else the caller's general one. */
export function messageKeyFor(code: ErrorCode | undefined, fallbackKey: string): string {
  return code ? MESSAGE_KEYS[code] : fallbackKey;
}
