import type { Customer, Language } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropdownMenu } from '../../components/ui/DropdownMenu.tsx';
import { logoutPath } from '../navigation-rules.ts';
import { routePath } from '../route-table.ts';

interface UserMenuProps {
  customer: Customer;
  currentPath: string;
  lang: Language;
  inline: boolean;
  tabIndex?: number | undefined;
}

/** The signed-in customer's menu, labelled with their name: settings and logout (spec §2). */
export function UserMenu({ customer, currentPath, lang, inline, tabIndex }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      inline={inline}
      tabIndex={tabIndex}
      label={
        <>
          <span className="visually-hidden">{t('header.account')}: </span>
          {customer.fname} {customer.lname}
        </>
      }
    >
      <li>
        <Link to={routePath('settings', lang)}>{t('header.settings')}</Link>
      </li>
      <li>
        <Link to={logoutPath(currentPath)}>{t('header.logout')}</Link>
      </li>
    </DropdownMenu>
  );
}
