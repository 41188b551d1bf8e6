import type { Language } from '@museum-shop/contract';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { useStaffEvents } from '../api/events.ts';
import { useStaffTour } from '../api/tour.ts';
import { useStaffTours } from '../api/tours.ts';
import { TourEditor } from './TourEditor.tsx';

interface ScreenProps {
  languages: readonly Language[];
  languageName: (lang: Language) => string;
  /** A language's name standing alone (the guide's language choices). */
  languageAlone: (lang: Language) => string;
  previewMonth?: string;
}

/**
 * What a tour's editor chooses from: venues, custom groups and VAT rates (as the events' editor has
 * them) and the tour categories (with the tours' list).
 */
function useTourChoices() {
  const events = useStaffEvents();
  const tours = useStaffTours();
  const failed = events.isError ? events : tours.isError ? tours : undefined;
  return { events, tours, pending: events.isPending || tours.isPending, failed };
}

/** The editor of a new guided tour, once its choices are loaded. */
export function NewTourScreen(props: ScreenProps) {
  const { events, tours, failed } = useTourChoices();
  if (failed) return <ErrorMessage error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!events.data || !tours.data) return <Loading />;
  return <TourEditor choices={events.data.choices} categories={tours.data.categories} {...props} />;
}

/** The editor of a saved guided tour, once it and its choices are loaded. */
export function EditTourScreen({ id, ...props }: ScreenProps & { id: number }) {
  const { events, tours, failed } = useTourChoices();
  const tour = useStaffTour(id);
  if (failed) return <ErrorMessage error={failed.error} onRetry={() => void failed.refetch()} />;
  if (tour.isError) return <ErrorMessage error={tour.error} onRetry={() => void tour.refetch()} />;
  if (!events.data || !tours.data || !tour.data) return <Loading />;
  return (
    <TourEditor
      key={tour.data.id}
      tour={tour.data}
      choices={events.data.choices}
      categories={tours.data.categories}
      {...props}
    />
  );
}
