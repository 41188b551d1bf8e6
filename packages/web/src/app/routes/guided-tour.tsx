import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { TourBooking } from '../../features/tours/components/TourBooking.tsx';
import { routePath } from '../route-table.ts';
import { useBookingRoute, useMemberBooking } from './booking-route.ts';
import { ShopLoading } from './shop-states.tsx';

/**
 * guided-tours/{id}: the booking of one tour into the basket. The list is a screen of its own
 * (guided-tours.tsx): it needs neither the calendar nor the booking panel (issue 37).
 */
export function Component() {
  const { id, booking } = useBookingRoute();
  // The screen's words come with its data, not after it (issue 37).
  const { ready } = useTranslation('booking');
  if (!ready) return <ShopLoading />;
  return (
    <Screen>
      <TourTickets key={id} booking={booking} />
    </Screen>
  );
}

/** One tour's booking, bookable with an annual pass too. */
function TourTickets({ booking }: { booking: ReturnType<typeof useBookingRoute>['booking'] }) {
  const member = useMemberBooking(booking.lang, { tour: booking.id });
  return <TourBooking {...booking} listPath={routePath('guidedTours', booking.lang)} {...member} />;
}
