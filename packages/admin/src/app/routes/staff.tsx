import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { useStaffSession } from '../../features/auth/session.ts';
import { StaffAdmin } from '../../features/staff/components/StaffAdmin.tsx';

export default function StaffRoute() {
  const { t } = useTranslation();
  const session = useStaffSession();
  return (
    <Screen title={t('sections.staff')}>
      <StaffAdmin selfId={session?.member.id ?? ''} />
    </Screen>
  );
}
