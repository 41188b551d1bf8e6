import { Screen } from '../../components/layout/Screen.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { TourBooking } from '../../features/tours/components/TourBooking.tsx';
import { TourList } from '../../features/tours/components/TourList.tsx';
import { routePath } from '../route-table.ts';
import { useBookingRoute } from './booking-route.ts';

/** guided-tours and guided-tours/{id}: the tour list, or the booking of one tour into the basket. */
export function Component() {
  const { config, lang } = useShop();
  const { id, booking } = useBookingRoute();
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
        <TourBooking key={id} {...booking} listPath={routePath('guidedTours', lang)} />
      )}
    </Screen>
  );
}
