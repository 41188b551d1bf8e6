import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { useMemberCards } from '../../features/account/api/get-member-cards.ts';
import { useCustomer } from '../../features/account/hooks/use-customer.ts';
import { noToken, onSessionChange, readToken } from '../../features/account/session.ts';
import { useStoredCart } from '../../features/cart/cart.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { TourBooking } from '../../features/tours/components/TourBooking.tsx';
import { TourList } from '../../features/tours/components/TourList.tsx';
import { routePath } from '../route-table.ts';
import { useBookingRoute } from './booking-route.ts';
import { ShopLoading } from './shop-states.tsx';

/** guided-tours and guided-tours/{id}: the tour list, or the booking of one tour into the basket. */
export function Component() {
  const { config, lang } = useShop();
  const { id, booking } = useBookingRoute();
  // The screen's words come with its data, not after it: text that arrived later would push the
  // list down (issue 37: a list's data now arrives as early as the screen's code).
  const { ready } = useTranslation('booking');
  if (!ready) return <ShopLoading />;
  return (
    <Screen>
      {id === undefined ? (
        <TourList
          lang={lang}
          museumTourLanguage={config.guided_tour_default_language}
          today={booking.today}
          tourPath={(tour) => routePath('guidedTour', lang, { id: String(tour) })}
        />
      ) : (
        <TourTickets key={id} booking={booking} />
      )}
    </Screen>
  );
}

/**
 * One tour's booking, with what the other features know for booking with an annual pass (issue 36):
 * the cart's member tickets, and a signed-in customer's passes (asked about this tour) and surname.
 */
function TourTickets({ booking }: { booking: ReturnType<typeof useBookingRoute>['booking'] }) {
  const cart = useStoredCart();
  const customer = useCustomer();
  const token = useSyncExternalStore(onSessionChange, readToken, noToken);
  const registered = customer && !customer.isGuest ? token : null;
  const cards = useMemberCards(booking.lang, registered, { tour: booking.id });
  return (
    <TourBooking
      {...booking}
      listPath={routePath('guidedTours', booking.lang)}
      cartItems={cart.lines.map((line) => line.item)}
      customerCards={registered ? cards.data : undefined}
      customerLname={registered ? customer?.lname : undefined}
    />
  );
}
