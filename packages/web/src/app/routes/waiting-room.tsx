import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { WaitingRoomPlace } from '../../features/waiting-room/components/WaitingRoomPlace.tsx';
import { useWaitingRoom } from '../../features/waiting-room/hooks/use-waiting-room.ts';
import { routePath } from '../route-table.ts';
import screens from './screens.module.css';
import styles from './waiting-room.module.css';

/**
 * waiting-room (issue 38): while a busy sale's waiting room is on, checkout sends the visitor here
 * (`?next=` the checkout they were on). They wait for their turn in a fair queue, then go on with
 * the pass. The heading takes the focus on arrival; the place is told in a polite live region.
 */
export function Component() {
  const { lang, config } = useShop();
  const { t } = useTranslation();
  // The checkout's texts, which the visitor goes on to: they are loaded by then.
  const { t: tCheckout, ready } = useTranslation('checkout');
  const place = useWaitingRoom(lang, {
    fallback: routePath('checkout', lang),
    own: routePath('waitingRoom', lang),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <Screen>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {t('routes.waitingRoom.title')}
      </h1>
      {ready ? (
        <>
          <p className={screens.lead}>{tCheckout('waitingRoom.intro')}</p>
          <WaitingRoomPlace
            state={place.data}
            error={place.error}
            onRetry={() => void place.refetch()}
            timeZone={config.time_zone}
          />
          <p className={screens.note}>{tCheckout('waitingRoom.keepPlace')}</p>
        </>
      ) : (
        <Spinner label={t('loading')} padded />
      )}
    </Screen>
  );
}
