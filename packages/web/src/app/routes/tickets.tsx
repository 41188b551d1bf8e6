import { Screen } from '../../components/layout/Screen.tsx';
import { EventBooking } from '../../features/events/components/EventBooking.tsx';
import { EventList } from '../../features/events/components/EventList.tsx';
import { routePath } from '../route-table.ts';
import { useBookingRoute } from './booking-route.ts';

/** tickets and tickets/{id}: the event list, or the tickets of one event into the basket. */
export function Component() {
  const { id, booking } = useBookingRoute();
  const { lang } = booking;
  return (
    <Screen>
      {id === undefined ? (
        <EventList lang={lang} eventPath={(event) => routePath('ticket', lang, { id: String(event) })} />
      ) : (
        <EventBooking key={id} {...booking} listPath={routePath('tickets', lang)} />
      )}
    </Screen>
  );
}
