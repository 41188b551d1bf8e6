import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RegisterForm } from '../../features/account/components/AuthForms.tsx';
import { userRegistrationEnabled } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { withReturnTo } from '../navigation-rules.ts';
import { routePath } from '../route-table.ts';
import { AccountFrame, AccountLink, CustomerFieldsScreen, useReturnTo } from './account-shared.tsx';

/** register: the fields the shop shows and requires; then the success screen (the way back kept). */
export function Component() {
  const { config, lang } = useShop();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  if (!userRegistrationEnabled(config))
    return (
      <AccountFrame>
        <p>{t('register.disabled')}</p>
        <AccountLink to="login" lang={lang}>
          {t('register.toLogin')}
        </AccountLink>
      </AccountFrame>
    );
  const success = routePath('registerSuccess', lang);
  return (
    <CustomerFieldsScreen
      lead={t('register.intro')}
      form={(attributes) => (
        <RegisterForm
          lang={lang}
          attributes={attributes}
          defaultCountry={config.default_user_country_key}
          onRegistered={() => navigate(returnTo ? withReturnTo(success, returnTo) : success)}
        />
      )}
    />
  );
}
