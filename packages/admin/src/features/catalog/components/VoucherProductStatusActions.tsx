import type { StaffVoucherProduct } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { useSetVoucherProductStatus } from '../api/set-voucher-product-status.ts';
import { StatusPanel } from './StatusPanel.tsx';

/** A voucher product's status and the changes it allows as saved: publish, archive, back to draft. */
export function VoucherProductStatusActions({
  product,
  dirty,
}: {
  product: StaffVoucherProduct;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      id="voucher-status"
      status={product.status}
      means={t(`vouchers.status.${product.status}`)}
      unsaved={t('vouchers.editor.unsaved')}
      dirty={dirty}
      setStatus={useSetVoucherProductStatus(product.id)}
      done={(status) => t(`vouchers.status.done.${status}`)}
    />
  );
}
