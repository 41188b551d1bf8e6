import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useConfirmEmail } from '../../features/account/api/confirm-email.ts';
import styles from '../../features/account/components/account.module.css';
import { useShop } from '../../features/config/shop-context.ts';
import { errorCodeOf } from '../../lib/api-client.ts';
import { messageKeyFor } from '../../lib/error-messages.ts';
import { routePath } from '../route-table.ts';
import { AccountFrame } from './account-shared.tsx';
import screens from './screens.module.css';

/**
 * confirm-email/{guid}: the link mailed to a new address. Opening it applies the change (the token
 * travels in the hash); a signed-in tab of the same customer shows the new address at once.
 */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { hash } = useLocation();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  const confirm = useConfirmEmail(lang);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || token === '') return;
    started.current = true;
    // A signed-in tab shows the new address when its settings next load the customer.
    confirm.mutate(token);
  }, [confirm, token]);
  return (
    <AccountFrame>
      {token === '' && <p role="alert">{t('confirmEmail.noToken')}</p>}
      {confirm.isPending && <Spinner label={t('confirmEmail.pending')} />}
      {confirm.isSuccess && (
        <>
          <p className={styles.notice} role="status">
            {t('confirmEmail.done', { email: confirm.data.email })}
          </p>
          <Link className={screens.cta} to={routePath('login', lang)}>
            {t('login.submit')}
          </Link>
        </>
      )}
      {confirm.isError && (
        <p role="alert">
          {tCommon(messageKeyFor(errorCodeOf(confirm.error), 'errors.codes.INTERNAL_ERROR'))}
        </p>
      )}
    </AccountFrame>
  );
}
