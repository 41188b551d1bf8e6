import type { Language } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import styles from './checkout.module.css';

/**
 * "Send the confirmation again": to the order's own address only (the server knows it; nobody can
 * name another). The outcome is said in a status line beside the button, which keeps the focus.
 */
export function ResendConfirmation({ orderId, lang }: { orderId: string; lang: Language }) {
  const { t } = useTranslation('checkout');
  const resend = useResendConfirmation(lang);
  const outcome = resend.isPending
    ? t('review.resend.sending')
    : resend.isSuccess
      ? t('review.resend.sent')
      : resend.isError
        ? t(statusOf(resend.error) === 429 ? 'review.resend.limited' : 'review.resend.failed')
        : '';
  return (
    <div className={styles.resend}>
      <p>{t('review.resend.hint')}</p>
      <Button
        variant="secondary"
        // Not `disabled` while sending: a disabled button drops the keyboard focus.
        aria-disabled={resend.isPending || undefined}
        onClick={() => {
          if (!resend.isPending) resend.mutate(orderId);
        }}
      >
        {t('review.resend.button')}
      </Button>
      <p role="status" className={styles.resendStatus}>
        {outcome}
      </p>
    </div>
  );
}
