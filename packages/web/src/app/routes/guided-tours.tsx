import { useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { addToCart } from '../../features/cart/cart.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { TourBooking } from '../../features/tours/components/TourBooking.tsx';
import { TourList } from '../../features/tours/components/TourList.tsx';
import { routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';

/** guided-tours and guided-tours/{id}: the tour list, or the booking of one tour into the basket. */
export function Component() {
  const { config, lang } = useShop();
  const { id } = useParams();
  const { setTitle } = useCurrentRoute();
  const tourId = Number(id);
  return (
    <Screen>
      {id === undefined ? (
        <TourList
          lang={lang}
          museumTourLanguage={config.guided_tour_default_language}
          tourPath={(tour) => routePath('guidedTour', lang, { id: String(tour) })}
        />
      ) : (
        <TourBooking
          key={id}
          lang={lang}
          id={Number.isInteger(tourId) && tourId > 0 ? tourId : 0}
          onAdd={addToCart}
          basketPath={routePath('checkout', lang)}
          listPath={routePath('guidedTours', lang)}
          onTitle={setTitle}
        />
      )}
    </Screen>
  );
}
