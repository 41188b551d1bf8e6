import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { useMuseumToday } from '../../features/config/museum-today.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { TourList } from '../../features/tours/components/TourList.tsx';
import { routePath } from '../route-table.ts';
import { ShopLoading } from './shop-states.tsx';

/** guided-tours: the tour list. A tour's booking is a screen of its own (guided-tour.tsx). */
export function Component() {
  const { config, lang } = useShop();
  const today = useMuseumToday();
  // The screen's words come with its data, not after it: text that arrived later would push the
  // list down (issue 37: a list's data now arrives as early as the screen's code).
  const { ready } = useTranslation('booking');
  if (!ready) return <ShopLoading />;
  return (
    <Screen>
      <TourList
        lang={lang}
        museumTourLanguage={config.guided_tour_default_language}
        today={today}
        tourPath={(tour) => routePath('guidedTour', lang, { id: String(tour) })}
      />
    </Screen>
  );
}
