// The kit the visitor shop and the staff app share (issue 34): what each of them used to copy.
// Both apps import it; it imports neither (.dependency-cruiser.cjs). Its form handling is
// '@museum-shop/ui/forms' and its staff controls '@museum-shop/ui/controls': entries apart, so a
// visitor's first load, which imports this one, carries neither react-hook-form nor React Aria.

export { errorCodeOf, errorResponseOf, fieldErrorsOf, statusOf } from './api-errors.ts';
export { type BrowserStorage, browserStorage, readStoredJson } from './browser-storage.ts';
export {
  createContractClient,
  type FailureListener,
  type RuntimeSettings,
  runtimeSettingsSchema,
  type SendOptions,
} from './contract-client.ts';
export { HttpError, isHttpError, retryAfterOf } from './http-error.ts';
export { type LocaleLoader, lazyLocaleBackend } from './locale-backend.ts';
export { formatMoney } from './money.ts';
export { RETRY_STATUS_CODES, type RetryRule } from './retry-rule.ts';
