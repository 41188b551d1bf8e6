import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { otherFieldErrors } from './setup-texts.ts';

/**
 * Why a save failed, read out when it appears: the contract's error (or "Please check the
 * fields.") and the field errors the form cannot show beside a field of its own.
 */
export function SaveFailure({ error, shown }: { error: unknown; shown: readonly string[] }) {
  const { t } = useTranslation();
  if (!error) return null;
  const others = otherFieldErrors(t, fieldErrorsOf(error), shown);
  return (
    <p role="alert" className="error-text">
      {[errorText(t, error), ...others].join(' ')}
    </p>
  );
}
