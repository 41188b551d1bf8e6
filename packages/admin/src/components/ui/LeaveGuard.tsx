import { Button, DialogActions, ModalDialog } from '@museum-shop/ui/controls';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

/**
 * Asks before unsaved changes are left behind: a dialog when the member goes to another screen of
 * the app, the browser's own question when the tab is closed or reloaded. The in-app question
 * needs the app's data router (useBlocker); under another router only the browser's is asked.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return dataRouter ? <LeaveDialog when={when} /> : null;
}

function LeaveDialog({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  return (
    <ModalDialog
      title={t('setup.leave.title')}
      isOpen={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      {() => (
        <>
          <p>{t('setup.leave.text')}</p>
          <DialogActions>
            <Button variant="secondary" onPress={() => blocker.reset?.()}>
              {t('setup.leave.stay')}
            </Button>
            <Button variant="danger" onPress={() => blocker.proceed?.()}>
              {t('setup.leave.leave')}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}
