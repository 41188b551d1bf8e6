import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/api-client.ts';
import { messageKeyFor } from '../../lib/error-messages.ts';
import { Button } from './Button.tsx';

interface LoadErrorProps {
  error: unknown;
  /** What to say when the server gave no code of its own. */
  fallback: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A call that failed: the server's reason when it named one (in the shop's words), and a way to try again. */
export function LoadError({ error, fallback, retryLabel, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const code = errorCodeOf(error);
  return (
    <div role="alert">
      <p>{code ? t(messageKeyFor(code, '')) : fallback}</p>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  );
}
