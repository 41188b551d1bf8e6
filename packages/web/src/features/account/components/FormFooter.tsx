import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { errorResponseOf } from '../../../lib/error-response.ts';
import { useFailureText } from './AuthForms.tsx';
import styles from './account.module.css';

/**
 * The end of an account form: the failure of its call that is not about one field (those stand at
 * their fields; read out as it appears), then its submit button, busy while the call runs.
 */
export function FormFooter({
  error,
  busy,
  variant,
  children,
}: {
  error: Error | null;
  busy: boolean;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const failureText = useFailureText();
  const failure = error ? errorResponseOf(error) : undefined;
  return (
    <>
      <p role="alert" className={styles.formError}>
        {error && !failure?.errors ? failureText(error) : ''}
      </p>
      <div>
        <Button type="submit" variant={variant} busy={busy}>
          {children}
        </Button>
      </div>
    </>
  );
}
