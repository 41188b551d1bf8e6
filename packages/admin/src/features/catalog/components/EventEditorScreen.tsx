import type { Language } from '@museum-shop/contract';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { useStaffEvent } from '../api/event.ts';
import { useStaffEvents } from '../api/events.ts';
import { EventEditor } from './EventEditor.tsx';

interface ScreenProps {
  languages: readonly Language[];
  languageName: (lang: Language) => string;
  previewMonth?: string;
}

/** The editor of a new event, once the choices (venues, groups, VAT rates) are loaded. */
export function NewEventScreen(props: ScreenProps) {
  const list = useStaffEvents();
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  return <EventEditor choices={list.data.choices} {...props} />;
}

/** The editor of a saved event, once it and the choices are loaded. */
export function EditEventScreen({ id, ...props }: ScreenProps & { id: number }) {
  const list = useStaffEvents();
  const event = useStaffEvent(id);
  if (list.isPending || event.isPending) return <Loading />;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  if (event.isError) return <ErrorMessage error={event.error} onRetry={() => void event.refetch()} />;
  return <EventEditor key={event.data.id} event={event.data} choices={list.data.choices} {...props} />;
}
