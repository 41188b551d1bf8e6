/** The contract's error body of a failed call (its `code`, `message`, `problems`, `errors`), if it has one (packages/ui). */
export { errorResponseOf } from '@museum-shop/ui';
