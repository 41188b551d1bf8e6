import type { Language } from '@museum-shop/contract';
import type { TFunction } from 'i18next';

const PRODUCT_FIELDS: Record<string, string> = {
  images: 'catalog.products.fields.images',
  custom_group_ids: 'catalog.products.fields.categories',
  price: 'catalog.products.fields.price',
  vat_value: 'catalog.products.fields.vat',
  weight: 'catalog.products.fields.weight',
  sequence_no: 'catalog.fields.sequence',
  product_kind: 'catalog.products.fields.kind',
  amount: 'catalog.products.stock.amount',
  note: 'catalog.products.stock.note',
};

/** Where a problem of a product is, in words (the summary's link); a path the form does not know as it is. */
export function productPlaceOf(t: TFunction, path: string, languageName: (lang: Language) => string): string {
  const [first, second] = path.split('.');
  if ((first === 'name' || first === 'description') && second)
    return t(first === 'name' ? 'catalog.fields.nameIn' : 'catalog.fields.descriptionIn', {
      language: languageName(second as Language),
    });
  const key = first && PRODUCT_FIELDS[path];
  return key ? t(key) : path;
}
