import type { StaffProduct } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { useDuplicateProduct } from '../api/duplicate-product.ts';
import { useSetProductStatus } from '../api/set-product-status.ts';
import { StatusPanel } from './StatusPanel.tsx';
import { StockDialog } from './StockDialog.tsx';

/**
 * A product's status and stock as saved, and what may be done with it: publish, archive or take
 * it back to draft, copy it as a new draft and open that, and change its stock with a reason.
 */
export function ProductStatusActions({ product, dirty }: { product: StaffProduct; dirty: boolean }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const duplicate = useDuplicateProduct(product.id);
  return (
    <StatusPanel
      id="product-status"
      title={t('catalog.products.status.title')}
      status={product.status}
      means={t(`catalog.products.status.means.${product.status}`)}
      unsaved={t('catalog.products.status.unsaved')}
      dirty={dirty}
      setStatus={useSetProductStatus(product.id)}
      done={(status) => t(`catalog.products.status.done.${status}`)}
      duplicate={{
        mutation: duplicate,
        copied: t('catalog.products.status.copied'),
        path: (id) => `/catalog/products/${id}`,
      }}
      details={
        <p>
          {t('catalog.products.stock.summary', {
            count: product.stock,
            stock: numbers.format(product.stock),
            taken: numbers.format(product.taken),
            left: numbers.format(product.left),
          })}
        </p>
      }
    >
      <StockDialog product={product} />
    </StatusPanel>
  );
}
