import type { EventStatus, StaffProduct } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDuplicateProduct } from '../api/duplicate-product.ts';
import { useSetProductStatus } from '../api/set-product-status.ts';
import styles from './Catalog.module.css';
import { STATUS_CHANGES, STATUS_TONES, statusFailureText } from './EventStatusActions.tsx';
import { StockDialog } from './StockDialog.tsx';

/**
 * A product's status and stock as saved, and what may be done with it: publish, archive or take
 * it back to draft, copy it as a new draft and open that, and change its stock with a reason.
 */
export function ProductStatusActions({ product, dirty }: { product: StaffProduct; dirty: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const announce = useAnnounce();
  const navigate = useNavigate();
  const setStatus = useSetProductStatus(product.id);
  const duplicate = useDuplicateProduct(product.id);
  const failure = setStatus.error ?? duplicate.error;
  const busy = setStatus.isPending || duplicate.isPending;
  const numbers = new Intl.NumberFormat(lang);

  const change = (status: EventStatus) => {
    duplicate.reset();
    setStatus.mutate(status, {
      onSuccess: (answer) => announce(t(`catalog.products.status.done.${answer.status}`)),
    });
  };
  const copy = () => {
    setStatus.reset();
    duplicate.mutate(undefined, {
      onSuccess: (copied) => {
        announce(t('catalog.products.status.copied'));
        navigate(`/catalog/products/${copied.id}`);
      },
    });
  };

  return (
    <section className={`panel ${styles.statusPanel}`} aria-labelledby="product-status">
      <h2 id="product-status">{t('catalog.products.status.title')}</h2>
      <p>
        <span className="badge" data-tone={STATUS_TONES[product.status]}>
          {t(`catalog.statuses.${product.status}`)}
        </span>{' '}
        {t(`catalog.products.status.means.${product.status}`)}
      </p>
      <p>
        {t('catalog.products.stock.summary', {
          count: product.stock,
          stock: numbers.format(product.stock),
          taken: numbers.format(product.taken),
          left: numbers.format(product.left),
        })}
      </p>
      {dirty && <p className="muted">{t('catalog.products.status.unsaved')}</p>}
      <div className="buttons">
        {STATUS_CHANGES[product.status].map((status) => (
          <Button
            key={status}
            variant={status === 'published' ? 'primary' : 'secondary'}
            isPending={setStatus.isPending && setStatus.variables === status}
            isDisabled={busy && !(setStatus.isPending && setStatus.variables === status)}
            onPress={() => change(status)}
          >
            {t(`catalog.status.to.${status}`)}
          </Button>
        ))}
        <Button
          variant="secondary"
          isPending={duplicate.isPending}
          isDisabled={setStatus.isPending}
          onPress={copy}
        >
          {t('catalog.status.duplicate')}
        </Button>
        <StockDialog product={product} />
      </div>
      {failure ? (
        <p role="alert" className="error-text">
          {statusFailureText(t, lang, failure)}
        </p>
      ) : null}
    </section>
  );
}
