// Memberships (issue 36): the membership types (annual passes, merchandise of kind 13, with their
// validity, persons and benefits) as the owner edits them, and the member cards issued to the
// owners of paid passes, in the booking's transaction, refunded with their pass line.
// Other code calls this file only, never the module's tables or repositories.

export type { MemberCardRow } from './member-cards.repository.ts';
export {
  activeCardsByOrder,
  type CardIssue,
  holderName,
  issueMemberCards,
  memberCardRowsOfOrder,
  memberCardsOfOrder,
  type PassLine,
  refundMemberCards,
} from './member-cards.service.ts';
export { memberPlacesTakenOf } from './member-claims.repository.ts';
export {
  DEFAULT_MEMBER_LOOKUPS_PER_CLIENT,
  lookUpMemberClaims,
  type MemberClaimRoutesOptions,
  memberClaimRoutes,
} from './member-claims.routes.ts';
export {
  type ClaimedCard,
  cardsOfClaims,
  memberClaimKey,
  memberSharesOfEvent,
  memberSharesOfEvents,
} from './member-claims.service.ts';
export {
  extendMemberCard,
  memberCardDetail,
  orderToResendCardOf,
  searchMemberCards,
} from './member-desk.service.ts';
export { admitMemberCardAtDoor, type DoorMoment, unreadCard } from './member-door.service.ts';
export { readMemberNumber } from './member-number.ts';
export {
  hasMembershipTypes,
  type ShopMembershipEntry,
  shopMembershipTypes,
  writeMembershipTypes,
} from './membership-catalog.ts';
export { staffMembershipRoutes } from './membership-types.routes.ts';
export { memberRenewalReminders, RENEWAL_REMINDER_JOB } from './renewal-reminders.ts';
