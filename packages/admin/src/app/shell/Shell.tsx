import type { StaffSession } from '@museum-shop/contract';
import { useAnnounce } from '@museum-shop/ui/controls';
import {
  Button as AriaButton,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { sectionsFor } from '../sections.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import styles from './Shell.module.css';

/** The frame of every signed-in screen: the sections of the member's role, language, and their menu. */
export function Shell({ session }: { session: StaffSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const announce = useAnnounce();
  const sections = sectionsFor(session.member.role);
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        announce(t('auth.signedOut'));
        navigate('/sign-in', { replace: true });
      },
    });
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <NavLink to="/" className={styles.brand}>
            {t('app.name')}
          </NavLink>
          <nav className={styles.nav} aria-label={t('app.sections')}>
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <NavLink to={section.path}>{t(`sections.${section.id}`)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.tools}>
            <LanguageSelect />
            <MenuTrigger>
              <AriaButton
                className={styles.menuButton}
                aria-label={t('app.accountMenu', { name: session.member.name || session.member.email })}
              >
                {session.member.name || session.member.email}
              </AriaButton>
              <Popover className={styles.popover} placement="bottom end">
                <Menu className={styles.menu} onAction={(key) => key === 'sign-out' && signOut()}>
                  <MenuSection>
                    <Header className={styles.menuHeader}>
                      {session.member.email} · {t(`roles.${session.member.role}`)}
                    </Header>
                    <MenuItem id="sign-out" className={styles.menuItem}>
                      {t('auth.signOut')}
                    </MenuItem>
                  </MenuSection>
                </Menu>
              </Popover>
            </MenuTrigger>
          </div>
        </div>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
