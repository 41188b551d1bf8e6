import type { StaffOrderDetail } from '@museum-shop/contract';
import { Button, DialogActions, ModalDialog, TextField } from '@museum-shop/ui/controls';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useManualRefund, useRetryRefund } from '../api/order-actions.ts';
import styles from './OrderDetail.module.css';

type Refund = StaffOrderDetail['refunds'][number];

/**
 * What staff do about a refund the payment provider refused (decision 0024): send it again, or,
 * for the owner, record that the museum paid it back by bank transfer. Until then its lines stay
 * out of the order and the customer has neither the money nor a valid ticket.
 */
export function RefusedRefund({
  number,
  refund,
  mayRecordTransfer,
  onDone,
}: {
  number: string;
  refund: Refund;
  mayRecordTransfer: boolean;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(refund.amount, i18n.resolvedLanguage ?? 'en');
  const retry = useRetryRefund(number, refund.id);
  return (
    <div className={`${styles.followUp} no-print`}>
      <p>{t('order.refundFailedHelp')}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          isPending={retry.isPending}
          onPress={() =>
            retry.mutate(undefined, { onSuccess: () => onDone(t('refund.retried', { amount })) })
          }
        >
          {t('refund.retry')}
        </Button>
        {mayRecordTransfer && (
          <TransferDialog number={number} refund={refund} amount={amount} onDone={onDone} />
        )}
      </div>
      {retry.isError && (
        <p role="alert" className="error-text">
          {errorText(t, retry.error)}
        </p>
      )}
    </div>
  );
}

function TransferDialog({
  number,
  refund,
  amount,
  onDone,
}: {
  number: string;
  refund: Refund;
  amount: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const record = useManualRefund(number, refund.id);
  const [reference, setReference] = useState('');
  return (
    <ModalDialog
      title={t('refund.manualTitle', { amount })}
      trigger={
        <Button variant="secondary" size="small">
          {t('refund.manualOpen')}
        </Button>
      }
    >
      {(close) => (
        <Form
          className={styles.dialogForm}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reference.trim()) return;
            record.mutate(reference.trim(), {
              onSuccess: () => {
                close();
                onDone(t('refund.manualDone', { amount }));
              },
            });
          }}
        >
          <p>{t('refund.manualExplain')}</p>
          <TextField
            label={t('refund.manualReference')}
            isRequired
            maxLength={140}
            value={reference}
            onChange={setReference}
          />
          {record.isError && (
            <p role="alert" className="error-text">
              {errorText(t, record.error)}
            </p>
          )}
          <DialogActions>
            <Button variant="secondary" onPress={close}>
              {t('actions.back')}
            </Button>
            <Button type="submit" isPending={record.isPending}>
              {t('refund.manualConfirm')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  );
}
