import { BLOCKING_SETUP_PROBLEMS, type ShopSetup } from '@museum-shop/contract';
import { Button, DialogActions, ModalDialog, useAnnounce } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { useSetOpen } from '../api/set-open.ts';
import styles from './Setup.module.css';
import { problemText, useLanguageNames } from './setup-texts.ts';

/** Opens the shop to visitors, or closes it again, after a confirmation. */
export function OpenShop({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const names = useLanguageNames();
  const setOpen = useSetOpen();
  const opening = !setup.open;
  const blocking = setup.checklist.filter((item) =>
    item.problems.some((problem) => BLOCKING_SETUP_PROBLEMS.includes(problem)),
  );
  const warnings = setup.checklist.flatMap((item) =>
    item.problems
      .filter((problem) => problem !== 'SHOP_CLOSED' && !BLOCKING_SETUP_PROBLEMS.includes(problem))
      .map((problem) => ({
        problem,
        text: problemText(t, problem, { setup, languages: item.languages, names }),
      })),
  );
  const notReady = errorCodeOf(setOpen.error) === 'SHOP_NOT_READY';
  return (
    <>
      <p>{setup.open ? t('setup.open.isOpen') : t('setup.open.isClosed')}</p>
      <ModalDialog
        title={opening ? t('setup.open.openTitle') : t('setup.open.closeTitle')}
        trigger={
          <Button variant={opening ? 'primary' : 'secondary'}>
            {opening ? t('setup.open.open') : t('setup.open.close')}
          </Button>
        }
        onOpenChange={(isOpen) => {
          if (isOpen) setOpen.reset();
        }}
      >
        {(close) => (
          <>
            <p>{opening ? t('setup.open.openText') : t('setup.open.closeText')}</p>
            {opening && warnings.length > 0 && (
              <>
                <p>{t('setup.open.warnings', { count: warnings.length })}</p>
                <ul className={styles.problems}>
                  {warnings.map((warning) => (
                    <li key={warning.problem}>{warning.text}</li>
                  ))}
                </ul>
              </>
            )}
            {setOpen.isError &&
              (notReady ? (
                <div role="alert" className={styles.notReady}>
                  <p className="error-text">{t('setup.open.notReady')}</p>
                  <ul>
                    {blocking.map((item) => (
                      <li key={item.step}>
                        <strong>{t(`setup.steps.${item.step}.title`)}</strong>:{' '}
                        {item.problems
                          .filter((problem) => BLOCKING_SETUP_PROBLEMS.includes(problem))
                          .map((problem) =>
                            problemText(t, problem, { setup, languages: item.languages, names }),
                          )
                          .join(' ')}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p role="alert" className="error-text">
                  {errorText(t, setOpen.error)}
                </p>
              ))}
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {t('actions.cancel')}
              </Button>
              <Button
                variant={opening ? 'primary' : 'danger'}
                isPending={setOpen.isPending}
                onPress={() =>
                  setOpen.mutate(opening, {
                    onSuccess: (changed) => {
                      close();
                      announce(changed.open ? t('setup.open.opened') : t('setup.open.closed'));
                    },
                  })
                }
              >
                {opening ? t('setup.open.confirmOpen') : t('setup.open.confirmClose')}
              </Button>
            </DialogActions>
          </>
        )}
      </ModalDialog>
    </>
  );
}
