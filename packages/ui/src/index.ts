// The kit the visitor shop and the staff app share (issue 34): what each of them used to copy.
// Both apps import it; it imports neither (.dependency-cruiser.cjs).

export { errorCodeOf, errorResponseOf, fieldErrorsOf, statusOf } from './api-errors.ts';
export { type BrowserStorage, browserStorage, readStoredJson } from './browser-storage.ts';
export { type LocaleLoader, lazyLocaleBackend } from './locale-backend.ts';
export { formatMoney } from './money.ts';
