import type { Language } from '@museum-shop/contract';
import type { TFunction } from 'i18next';

/** The labels of a voucher product's and a batch's fields, for the summary's links. */
const FIELDS: Record<string, string> = {
  image: 'catalog.fields.image',
  price: 'vouchers.fields.value',
  vat_value: 'catalog.tickets.vat',
  min_amount: 'vouchers.fields.minAmount',
  max_amount: 'vouchers.fields.maxAmount',
  group_id: 'vouchers.fields.group',
  sequence_no: 'vouchers.fields.sequence',
  count: 'vouchers.batch.count',
  prefix: 'vouchers.batch.prefix',
  label: 'vouchers.batch.label',
  value: 'vouchers.batch.value',
  valid_from_date: 'vouchers.batch.validFrom',
  valid_to_date: 'vouchers.batch.validTo',
  limited: 'vouchers.batch.limited',
  groups: 'vouchers.groups.title',
};

/** Where a problem of a voucher product or batch is, in words; a path the form does not know as it is. */
export function voucherPlaceOf(t: TFunction, path: string, languageName: (lang: Language) => string): string {
  const [first, second] = path.split('.');
  if ((first === 'name' || first === 'description') && second)
    return t(first === 'name' ? 'catalog.fields.nameIn' : 'catalog.fields.descriptionIn', {
      language: languageName(second as Language),
    });
  const key = first ? FIELDS[first] : undefined;
  return key ? t(key) : path;
}
