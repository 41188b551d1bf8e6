const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Cents as a person reads money in their language: `€12.50` (en), `12,50 €` (de). Amounts are
 * whole cents everywhere (the contract's money rules); this is their only way onto a screen.
 */
export function formatMoney(cents: number, lang: string): string {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
    moneyFormats.set(lang, format);
  }
  return format.format(cents / 100);
}
