import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { WaitingRoomScreen } from '../../features/waiting-room/components/WaitingRoomScreen.tsx';

/** The waiting room of a sale (issue 38): owners and the box office run it. */
export default function WaitingRoomRoute() {
  const { t } = useTranslation();
  return (
    <Screen title={t('sections.waitingRoom')}>
      <WaitingRoomScreen />
    </Screen>
  );
}
