import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { TicketCheck } from '../../features/door/components/TicketCheck.tsx';

export default function DoorRoute() {
  const { t } = useTranslation();
  return (
    <Screen title={t('sections.door')}>
      <TicketCheck />
    </Screen>
  );
}
