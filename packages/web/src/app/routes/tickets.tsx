import { useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { addToCart } from '../../features/cart/cart.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { EventBooking } from '../../features/events/components/EventBooking.tsx';
import { EventList } from '../../features/events/components/EventList.tsx';
import { routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';

/** tickets and tickets/{id}: the event list, or the tickets of one event into the basket. */
export function Component() {
  const { lang } = useShop();
  const { id } = useParams();
  const { setTitle } = useCurrentRoute();
  const eventId = Number(id);
  return (
    <Screen>
      {id === undefined ? (
        <EventList lang={lang} eventPath={(event) => routePath('ticket', lang, { id: String(event) })} />
      ) : (
        <EventBooking
          key={id}
          lang={lang}
          id={Number.isInteger(eventId) && eventId > 0 ? eventId : 0}
          onAdd={addToCart}
          basketPath={routePath('checkout', lang)}
          listPath={routePath('tickets', lang)}
          onTitle={setTitle}
        />
      )}
    </Screen>
  );
}
