import type { Language } from '@museum-shop/contract';

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** Cents as the visitor reads money in their language: `€12.50`, `12,50 €` (ARCHITECTURE: money rules). */
export function formatMoney(cents: number, lang: Language): string {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
    moneyFormats.set(lang, format);
  }
  return format.format(cents / 100);
}

/** A date YYYY-MM-DD as the spec shows dates: d.m.Y (spec §9), e.g. 2.12.2026. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}

/** A datetime YYYY-MM-DD HH:mm as d.m.Y HH:mm. */
export function formatDateTime(datetime: string): string {
  const [date = '', time = ''] = datetime.split(' ');
  return `${formatDate(date)} ${time}`.trim();
}
