import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { useMemberCards } from '../../features/account/api/get-member-cards.ts';
import { useCustomer } from '../../features/account/hooks/use-customer.ts';
import { noToken, onSessionChange, readToken } from '../../features/account/session.ts';
import { useStoredCart } from '../../features/cart/cart.ts';
import { EventBooking } from '../../features/events/components/EventBooking.tsx';
import { routePath } from '../route-table.ts';
import { useBookingRoute } from './booking-route.ts';
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
