/** The bounds of a membership type (issue 36), shared by its schema and its rules. */

export const MEMBERSHIP_VALIDITIES = [
  'months_from_purchase',
  'months_from_first_use',
  'calendar_year',
] as const;
/** A pass valid "for twelve months" ends the day before the same date a year later. */
export const MEMBERSHIP_MONTHS = 12;
export const MEMBERSHIP_PERSONS_MAX = 10;
export const MEMBERSHIP_BENEFITS_MAX = 20;
export const MEMBER_TICKETS_MAX = 50;
/** A member share may be kept until at most 30 days before a slot. */
export const MEMBER_SHARE_HOURS_MAX = 720;
