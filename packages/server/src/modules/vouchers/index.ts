// Vouchers as staff sell and hand them out (issue 36): voucher products and their groups, and
// voucher codes made in batches, exported, looked up with their uses and disabled. The visitor's
// voucher calls stay in features/vouchers; the cart's rules of codes are the contract's.
// Other code calls this file only, never the module's tables or repositories.

export {
  hasVoucherCatalog,
  type VoucherCatalog,
  voucherCatalogOf,
  writeVoucherCatalog,
} from './voucher-catalog.ts';
export { staffVoucherRoutes } from './vouchers.routes.ts';
