import {
  customerAttributesEndpoint,
  customerDeleteEndpoint,
  customerEndpoint,
  customerExportEndpoint,
  customerOrdersEndpoint,
  customerUpdateEndpoint,
  emailChangeEndpoint,
  emailConfirmEndpoint,
  guestEndpoint,
  loginEndpoint,
  logoutEndpoint,
  passwordChangeEndpoint,
  passwordConfirmEndpoint,
  passwordResetEndpoint,
  registerEndpoint,
  validateCustomerEndpoint,
} from './account.ts';
import {
  cancelEndpoint,
  execPaymentEndpoint,
  initPaymentEndpoint,
  initPaymentOrderEndpoint,
  orderInvoiceEndpoint,
  orderMemberCardApplePassEndpoint,
  orderMemberCardGooglePassEndpoint,
  orderMemberCardsEndpoint,
  orderResendConfirmationEndpoint,
  orderReviewEndpoint,
  orderTicketsEndpoint,
  paymentsEndpoint,
  shippingCostsEndpoint,
  suggestEndpoint,
} from './checkout.ts';
import { configEndpoint } from './config.ts';
import { shopInfoEndpoint, staticPageEndpoint } from './content.ts';
import type { Endpoint } from './endpoint.ts';
import {
  eventListEndpoint,
  ticketCalendarEndpoint,
  ticketCollectEndpoint,
  ticketCollectOnDateEndpoint,
  ticketLifetimeEndpoint,
} from './events.ts';
import { MEMBER_ENDPOINTS } from './members.ts';
import {
  merchandiseAttributesEndpoint,
  merchandiseEndpoint,
  merchandiseListEndpoint,
} from './merchandise.ts';
import { shopPreviewEndpoint } from './shop-preview.ts';
import { STAFF_ENDPOINTS } from './staff.ts';
import { STAFF_BOOK_ENDPOINTS } from './staff-books.ts';
import { STAFF_CATALOG_ENDPOINTS } from './staff-catalog.ts';
import { STAFF_CATALOG_LIST_ENDPOINTS } from './staff-catalog-lists.ts';
import { STAFF_CATALOG_PRODUCT_ENDPOINTS } from './staff-catalog-products.ts';
import { STAFF_TOUR_ENDPOINTS } from './staff-catalog-tours.ts';
import { STAFF_CATALOG_TRANSFER_ENDPOINTS } from './staff-catalog-transfer.ts';
import { STAFF_MEMBER_CARD_ENDPOINTS } from './staff-member-cards.ts';
import { STAFF_MEMBERSHIP_ENDPOINTS } from './staff-memberships.ts';
import { STAFF_PAYMENT_ENDPOINTS } from './staff-payments.ts';
import { SHOP_SETUP_ENDPOINTS } from './staff-shop.ts';
import { CUSTOMER_FORM_ENDPOINTS } from './staff-shop-customer-form.ts';
import { SHOP_LINKS_IMAGES_ENDPOINTS } from './staff-shop-links-images.ts';
import { PAYMENT_TYPE_ENDPOINTS } from './staff-shop-payment-types.ts';
import { staffShopPreviewDraftEndpoint, staffShopPreviewEndpoint } from './staff-shop-preview.ts';
import { SHOP_TEXT_ENDPOINTS } from './staff-shop-texts.ts';
import { STAFF_VOUCHER_ENDPOINTS } from './staff-vouchers.ts';
import { WAITING_ROOM_ENDPOINTS } from './staff-waiting-room.ts';
import {
  tourAttributesEndpoint,
  tourCalendarEndpoint,
  tourEndpoint,
  tourLifetimeEndpoint,
  tourListEndpoint,
  tourOverviewEndpoint,
  tourSoldOutEndpoint,
  tourSoldOutTimeslotsEndpoint,
} from './tours.ts';
import {
  voucherCodeEndpoint,
  voucherGroupsEndpoint,
  voucherListEndpoint,
  voucherProductEndpoint,
} from './vouchers.ts';
import { waitingRoomJoinEndpoint, waitingRoomStatusEndpoint } from './waiting-room.ts';

/**
 * Every call of the shop API. The server's route list is checked against this list in both
 * directions (packages/server/src/routes.test.ts), so a call exists on the server exactly when it
 * is here.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  configEndpoint,
  shopInfoEndpoint,
  staticPageEndpoint,
  tourListEndpoint,
  tourOverviewEndpoint,
  tourAttributesEndpoint,
  tourEndpoint,
  tourCalendarEndpoint,
  tourSoldOutEndpoint,
  tourSoldOutTimeslotsEndpoint,
  tourLifetimeEndpoint,
  eventListEndpoint,
  ticketCollectEndpoint,
  ticketCollectOnDateEndpoint,
  ticketCalendarEndpoint,
  ticketLifetimeEndpoint,
  merchandiseListEndpoint,
  merchandiseEndpoint,
  merchandiseAttributesEndpoint,
  voucherListEndpoint,
  voucherProductEndpoint,
  voucherGroupsEndpoint,
  voucherCodeEndpoint,
  customerAttributesEndpoint,
  customerEndpoint,
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
  validateCustomerEndpoint,
  guestEndpoint,
  passwordResetEndpoint,
  passwordConfirmEndpoint,
  passwordChangeEndpoint,
  emailChangeEndpoint,
  customerUpdateEndpoint,
  emailConfirmEndpoint,
  customerOrdersEndpoint,
  customerExportEndpoint,
  customerDeleteEndpoint,
  paymentsEndpoint,
  shippingCostsEndpoint,
  suggestEndpoint,
  initPaymentEndpoint,
  initPaymentOrderEndpoint,
  execPaymentEndpoint,
  cancelEndpoint,
  orderReviewEndpoint,
  orderMemberCardApplePassEndpoint,
  orderMemberCardGooglePassEndpoint,
  orderMemberCardsEndpoint,
  orderTicketsEndpoint,
  orderInvoiceEndpoint,
  orderResendConfirmationEndpoint,
  ...MEMBER_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...STAFF_BOOK_ENDPOINTS,
  ...SHOP_SETUP_ENDPOINTS,
  ...CUSTOMER_FORM_ENDPOINTS,
  ...PAYMENT_TYPE_ENDPOINTS,
  ...SHOP_LINKS_IMAGES_ENDPOINTS,
  ...SHOP_TEXT_ENDPOINTS,
  shopPreviewEndpoint,
  staffShopPreviewEndpoint,
  staffShopPreviewDraftEndpoint,
  ...STAFF_PAYMENT_ENDPOINTS,
  waitingRoomJoinEndpoint,
  waitingRoomStatusEndpoint,
  ...WAITING_ROOM_ENDPOINTS,
  ...STAFF_CATALOG_ENDPOINTS,
  ...STAFF_TOUR_ENDPOINTS,
  ...STAFF_CATALOG_TRANSFER_ENDPOINTS,
  ...STAFF_VOUCHER_ENDPOINTS,
  ...STAFF_CATALOG_LIST_ENDPOINTS,
  ...STAFF_CATALOG_PRODUCT_ENDPOINTS,
  ...STAFF_MEMBERSHIP_ENDPOINTS,
  ...STAFF_MEMBER_CARD_ENDPOINTS,
];
