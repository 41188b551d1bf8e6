import { Button, DialogActions, ModalDialog } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';

/**
 * Asks before a slot or a day closes (issue 34): what closing does, with Cancel and the button that
 * closes. Opened by the button that closes (no trigger of its own), to which the focus returns.
 */
export function ConfirmClose({
  isOpen,
  onOpenChange,
  title,
  text,
  confirmLabel,
  isPending,
  error,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  isPending: boolean;
  error: unknown;
  /** Closes; `done` closes the dialog once it has. */
  onConfirm: (done: () => void) => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <>
          <p>{text}</p>
          {error ? (
            <p role="alert" className="error-text">
              {errorText(t, error)}
            </p>
          ) : null}
          <DialogActions>
            <Button variant="secondary" onPress={close}>
              {t('actions.cancel')}
            </Button>
            <Button variant="danger" isPending={isPending} onPress={() => onConfirm(close)}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}
