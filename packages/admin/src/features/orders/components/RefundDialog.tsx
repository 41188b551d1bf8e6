import type { StaffOrderDetail } from '@museum-shop/contract';
import { Button, Checkbox, DialogActions, ModalDialog, TextField } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useRefund } from '../api/order-actions.ts';
import styles from './OrderDetail.module.css';

/** What a refund of `lines` (undefined: everything not given back yet) gives back, as the screen shows it. */
export function refundAmount(detail: StaffOrderDetail, lines: number[] | undefined): number {
  // Staff refunds on their way or refused still owe their money (decision 0024): only the rest is left.
  const owed = detail.refunds
    .filter((refund) => refund.cause === 'staff')
    .reduce((sum, refund) => sum + refund.amount, 0);
  if (!lines) return Math.max(0, detail.summary.total - owed);
  return detail.line_states
    .filter((state) => lines.includes(state.index))
    .reduce((sum, state) => sum + state.amount, 0);
}

/**
 * Refund the whole order or chosen lines (React Aria dialog): the amount is shown on the button
 * that confirms it, a reason is required, and the box office's limit is said before the press.
 */
export function RefundDialog({
  detail,
  refundLimit,
  onDone,
}: {
  detail: StaffOrderDetail;
  refundLimit: number | null;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const number = detail.summary.order_number;
  const refund = useRefund(number);
  const refundable = detail.line_states.filter((state) => state.refundable);
  const [scope, setScope] = useState<'whole' | 'lines'>('lines');
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const lines = scope === 'whole' ? undefined : chosen;
  const amount = refundAmount(detail, lines);
  const overLimit = refundLimit !== null && amount > refundLimit;
  const nothingChosen = scope === 'lines' && chosen.length === 0;
  const failure = refund.error
    ? errorCodeOf(refund.error) === 'REFUND_OVER_LIMIT'
      ? t('refund.overLimit', { limit: formatMoney(refundLimit ?? 0, lang) })
      : errorText(t, refund.error)
    : undefined;
  return (
    <ModalDialog
      title={t('refund.title', { number })}
      trigger={<Button variant="secondary">{t('refund.open')}</Button>}
      onOpenChange={(open) => {
        if (!open) {
          refund.reset();
          setTried(false);
        }
      }}
    >
      {(close) => {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setTried(true);
          if (nothingChosen || !reason.trim() || overLimit) return;
          refund.mutate(
            { lines, reason: reason.trim() },
            {
              onSuccess: (result) => {
                close();
                const pending = result.order.line_states.some((state) => state.refund_state === 'pending');
                const done = pending ? 'refund.donePending' : 'refund.done';
                onDone(t(done, { amount: formatMoney(result.amount, lang) }));
              },
            },
          );
        };
        return (
          <Form onSubmit={submit} className={styles.dialogForm} validationBehavior="aria">
            <RadioGroup
              value={scope}
              onChange={(value) => setScope(value as 'whole' | 'lines')}
              className={styles.radios}
            >
              <Label className={styles.groupLabel}>{t('refund.scope')}</Label>
              <Radio value="lines" className={styles.radio}>
                {t('refund.someLines')}
              </Radio>
              <Radio value="whole" className={styles.radio}>
                {t('refund.whole', { amount: formatMoney(refundAmount(detail, undefined), lang) })}
              </Radio>
            </RadioGroup>
            {scope === 'lines' && (
              <fieldset className={styles.lines}>
                <legend>{t('refund.lines')}</legend>
                {refundable.length === 0 && <p>{t('refund.noLines')}</p>}
                {refundable.map((state) => {
                  const line = detail.order.lines[state.index];
                  return (
                    <Checkbox
                      key={state.index}
                      isSelected={chosen.includes(state.index)}
                      onChange={(selected) =>
                        setChosen((old) =>
                          selected
                            ? [...old, state.index].sort((a, b) => a - b)
                            : old.filter((i) => i !== state.index),
                        )
                      }
                    >
                      {line
                        ? `${line.count} × ${line.name}${line.datetime ? ` (${formatDateTime(line.datetime)})` : ''}`
                        : `#${state.index + 1}`}{' '}
                      — {formatMoney(state.amount, lang)}
                    </Checkbox>
                  );
                })}
                {tried && nothingChosen && <p className="error-text">{t('refund.chooseLine')}</p>}
              </fieldset>
            )}
            <TextField
              label={t('refund.reason')}
              isRequired
              value={reason}
              onChange={setReason}
              errorMessage={tried && !reason.trim() ? t('refund.reasonMissing') : undefined}
            />
            <p aria-live="polite">
              {t('refund.summary', { amount: formatMoney(amount, lang) })}
              {refundLimit !== null && <> {t('refund.limit', { limit: formatMoney(refundLimit, lang) })}</>}
            </p>
            {overLimit && (
              <p className="error-text">
                {t('refund.overLimit', { limit: formatMoney(refundLimit ?? 0, lang) })}
              </p>
            )}
            {failure && (
              <p role="alert" className="error-text">
                {failure}
              </p>
            )}
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" variant="danger" isPending={refund.isPending} isDisabled={overLimit}>
                {t('refund.confirm', { amount: formatMoney(amount, lang) })}
              </Button>
            </DialogActions>
          </Form>
        );
      }}
    </ModalDialog>
  );
}
