import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { EventBooking } from '../../features/events/components/EventBooking.tsx';
import { routePath } from '../route-table.ts';
import { useBookingRoute, useMemberBooking } from './booking-route.ts';
import { ShopLoading } from './shop-states.tsx';

/**
 * tickets/{id}: the tickets of one event into the basket. The list is a screen of its own
 * (tickets.tsx): it needs neither the calendar nor the booking panel (issue 37).
 */
export function Component() {
  const { id, booking } = useBookingRoute();
  // The screen's words come with its data, not after it (issue 37).
  const { ready } = useTranslation('booking');
  if (!ready) return <ShopLoading />;
  return (
    <Screen>
      <EventTickets key={id} booking={booking} />
    </Screen>
  );
}

/** One event's tickets, bookable with an annual pass too. */
function EventTickets({ booking }: { booking: ReturnType<typeof useBookingRoute>['booking'] }) {
  const member = useMemberBooking(booking.lang, { event: booking.id });
  return <EventBooking {...booking} listPath={routePath('tickets', booking.lang)} {...member} />;
}
