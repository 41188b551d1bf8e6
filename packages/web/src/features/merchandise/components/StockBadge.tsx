import type { Merchandise } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge.tsx';
import { isOutOfStock } from '../rules.ts';

/** Spec §4 "merchandise out of stock", and the last pieces; nothing while plenty is left. */
export function StockBadge({ article }: { article: Pick<Merchandise, 'stock' | 'state'> }) {
  const { t } = useTranslation('shop');
  if (article.state === 'expired') return <Badge tone="danger">{t('states.unavailable')}</Badge>;
  if (isOutOfStock(article)) return <Badge tone="danger">{t('states.soldOut')}</Badge>;
  if (article.state === 'few_left')
    return <Badge tone="warning">{t('states.fewLeft', { count: article.stock })}</Badge>;
  return null;
}
