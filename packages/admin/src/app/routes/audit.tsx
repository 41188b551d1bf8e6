import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { AuditLog } from '../../features/audit/components/AuditLog.tsx';

export default function AuditRoute() {
  const { t } = useTranslation();
  return (
    <Screen title={t('sections.audit')}>
      <AuditLog />
    </Screen>
  );
}
