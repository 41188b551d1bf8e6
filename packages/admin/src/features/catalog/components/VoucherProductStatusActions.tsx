import type { StaffVoucherProduct } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { useSetVoucherProductStatus } from '../api/set-voucher-product-status.ts';
import styles from './Catalog.module.css';
import { STATUS_CHANGES, STATUS_TONES, statusFailureText } from './EventStatusActions.tsx';

/** A voucher product's status and the changes it allows as saved: publish, archive, back to draft. */
export function VoucherProductStatusActions({
  product,
  dirty,
}: {
  product: StaffVoucherProduct;
  dirty: boolean;
}) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const setStatus = useSetVoucherProductStatus(product.id);
  const failureText = statusFailureText(t, i18n.resolvedLanguage ?? 'en', setStatus.error);
  return (
    <section className={`panel ${styles.statusPanel}`} aria-labelledby="voucher-status">
      <h2 id="voucher-status">{t('catalog.status.title')}</h2>
      <p>
        <span className="badge" data-tone={STATUS_TONES[product.status]}>
          {t(`catalog.statuses.${product.status}`)}
        </span>{' '}
        {t(`vouchers.status.${product.status}`)}
      </p>
      {dirty && <p className="muted">{t('vouchers.editor.unsaved')}</p>}
      <div className="buttons">
        {STATUS_CHANGES[product.status].map((status) => (
          <Button
            key={status}
            variant={status === 'published' ? 'primary' : 'secondary'}
            isPending={setStatus.isPending && setStatus.variables === status}
            isDisabled={setStatus.isPending && setStatus.variables !== status}
            onPress={() =>
              setStatus.mutate(status, {
                onSuccess: (answer) => announce(t(`vouchers.status.done.${answer.status}`)),
              })
            }
          >
            {t(`catalog.status.to.${status}`)}
          </Button>
        ))}
      </div>
      {setStatus.error ? (
        <p role="alert" className="error-text">
          {failureText}
        </p>
      ) : null}
    </section>
  );
}
