import { useTranslation } from 'react-i18next';
import { useShop } from '../../features/config/shop-context.ts';
import { AccountFrame, AccountLink } from './account-shared.tsx';

/** register/success: the account exists; logging in is the next step (the way back kept). */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('account');
  return (
    <AccountFrame lead={t('register.done')}>
      <AccountLink to="login" lang={lang}>
        {t('register.loginNow')}
      </AccountLink>
    </AccountFrame>
  );
}
