import type { GlobalMessage as GlobalMessageData } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import styles from '../../../components/ui/Notices.module.css';

interface GlobalMessageProps {
  message: GlobalMessageData;
  onDismiss: () => void;
}

/** The museum's message to all visitors (shopinfo content.global_message); it can be dismissed. */
export function GlobalMessage({ message, onDismiss }: GlobalMessageProps) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.message} ${styles[message.className]}`} role="status">
      <p className={styles.text}>{message.text}</p>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('messages.dismiss')}>
        <CloseIcon />
      </button>
    </div>
  );
}
