import type { Language, Merchandise } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { type ArticleCartItem, articleCartItem, type OwnerEntry } from './rules.ts';

/** What an article's order form hands to whoever keeps the cart: the contract's item, and what the basket shows. */
export interface ArticleOrderLine {
  item: ArticleCartItem;
  name: string;
  summary: string;
  /** Cents, as shown here. */
  total: number;
}

/**
 * The basket's line of an article: its count at its price and, for annual passes, the holders'
 * names ("2 × €45.00 · Ada Lovelace, Alan Turing").
 */
export function useArticleOrderLine(article: Merchandise, lang: Language) {
  const { t } = useTranslation('shop');
  return (quantity: number, owners: readonly OwnerEntry[] = []): ArticleOrderLine => {
    const item = articleCartItem(article, quantity, owners);
    const names =
      item.type === 'annualPass' ? item.owners.map((owner) => `${owner.fname} ${owner.lname}`) : [];
    const counted = t('lineSummary', { quantity, price: formatMoney(article.price, lang) });
    return {
      item,
      name: article.name,
      summary: [counted, names.join(', ')].filter(Boolean).join(' · '),
      total: article.price * quantity,
    };
  };
}
