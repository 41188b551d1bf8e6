import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { useMemberCards } from '../../features/account/api/get-member-cards.ts';
import { useCustomer } from '../../features/account/hooks/use-customer.ts';
import { noToken, onSessionChange, readToken } from '../../features/account/session.ts';
import { useStoredCart } from '../../features/cart/cart.ts';
import { EventBooking } from '../../features/events/components/EventBooking.tsx';
import { EventList } from '../../features/events/components/EventList.tsx';
import { routePath } from '../route-table.ts';
import { useBookingRoute } from './booking-route.ts';
import { ShopLoading } from './shop-states.tsx';

/** tickets and tickets/{id}: the event list, or the tickets of one event into the basket. */
export function Component() {
  const { id, booking } = useBookingRoute();
  const { lang } = booking;
  // The screen's words come with its data, not after it: text that arrived later would push the
  // list down (issue 37: a list's data now arrives as early as the screen's code).
  const { ready } = useTranslation('booking');
  if (!ready) return <ShopLoading />;
  return (
    <Screen>
      {id === undefined ? (
        <EventList lang={lang} eventPath={(event) => routePath('ticket', lang, { id: String(event) })} />
      ) : (
        <EventTickets key={id} booking={booking} />
      )}
    </Screen>
  );
}

/**
 * One event's tickets, with what the other features know for booking with an annual pass (issue 36):
 * the cart's member tickets, and a signed-in customer's passes and surname.
 */
function EventTickets({ booking }: { booking: ReturnType<typeof useBookingRoute>['booking'] }) {
  const cart = useStoredCart();
  const customer = useCustomer();
  const token = useSyncExternalStore(onSessionChange, readToken, noToken);
  const registered = customer && !customer.isGuest ? token : null;
  const cards = useMemberCards(booking.lang, registered, { event: booking.id });
  return (
    <EventBooking
      {...booking}
      listPath={routePath('tickets', booking.lang)}
      cartItems={cart.lines.map((line) => line.item)}
      customerCards={registered ? cards.data : undefined}
      customerLname={registered ? customer?.lname : undefined}
    />
  );
}
