import type { Language } from '@museum-shop/contract';
import type { TFunction } from 'i18next';

const MEMBERSHIP_FIELDS: Record<string, string> = {
  images: 'catalog.products.fields.images',
  price: 'catalog.products.fields.price',
  vat_value: 'catalog.products.fields.vat',
  sequence_no: 'catalog.fields.sequence',
  validity: 'catalog.memberships.fields.validity',
  persons: 'catalog.memberships.fields.persons',
  benefits: 'catalog.memberships.benefits.title',
};

const BENEFIT_FIELDS: Record<string, string> = {
  event_ids: 'catalog.memberships.benefits.events',
  discount_percent: 'catalog.memberships.benefits.discount',
  per_booking: 'catalog.memberships.benefits.perBooking',
  per_day: 'catalog.memberships.benefits.perDay',
  member_share_percent: 'catalog.memberships.benefits.share',
  member_share_until_hours: 'catalog.memberships.benefits.shareHours',
};

/** Where a problem of a membership type is, in words (the summary's link): "Benefit 2 · Per day". */
export function membershipPlaceOf(
  t: TFunction,
  path: string,
  languageName: (lang: Language) => string,
): string {
  const [first, second, third] = path.split('.');
  if ((first === 'name' || first === 'description') && second)
    return t(first === 'name' ? 'catalog.fields.nameIn' : 'catalog.fields.descriptionIn', {
      language: languageName(second as Language),
    });
  if (first === 'benefits' && second !== undefined) {
    const benefit = t('catalog.memberships.benefits.benefitN', { n: Number(second) + 1 });
    const key = third && BENEFIT_FIELDS[third];
    return key ? `${benefit} · ${t(key)}` : benefit;
  }
  const key = first && MEMBERSHIP_FIELDS[path];
  return key ? t(key) : path;
}
