import { type Language, type Merchandise, maxQuantity } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { OrderTotal } from '../../../components/ui/ProductDetail.tsx';
import { QuantityInput } from '../../../components/ui/QuantityInput.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { isOutOfStock } from '../rules.ts';
import styles from './OrderForm.module.css';

/** An article's quantity, and above it that the article is out of stock when it is. */
export function ArticleQuantity({
  article,
  lang,
  quantity,
  onChange,
}: {
  article: Merchandise;
  lang: Language;
  quantity: number;
  onChange: (input: string) => void;
}) {
  const { t } = useTranslation('shop');
  const soldOut = isOutOfStock(article);
  return (
    <>
      {soldOut && (
        <p className={styles.soldOut} role="status">
          {t('product.outOfStock')}
        </p>
      )}
      <QuantityInput
        label={t('product.quantity')}
        description={formatMoney(article.price, lang)}
        value={quantity}
        max={maxQuantity(article.stock)}
        disabled={soldOut}
        onChange={onChange}
        decreaseLabel={t('product.decrease')}
        increaseLabel={t('product.increase')}
      />
    </>
  );
}

/** The order's total and "add to basket", which needs at least one of an article in stock. */
export function ArticleOrderSubmit({
  article,
  lang,
  quantity,
}: {
  article: Merchandise;
  lang: Language;
  quantity: number;
}) {
  const { t } = useTranslation('shop');
  return (
    <OrderTotal label={t('product.total')} total={formatMoney(article.price * quantity, lang)}>
      <Button type="submit" disabled={isOutOfStock(article) || quantity < 1}>
        {t('product.add')}
      </Button>
    </OrderTotal>
  );
}
