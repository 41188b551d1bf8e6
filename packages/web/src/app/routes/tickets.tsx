import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { EventList } from '../../features/events/components/EventList.tsx';
import { routePath } from '../route-table.ts';
import { ShopLoading } from './shop-states.tsx';

/** tickets: the event list. An event's tickets are a screen of their own (ticket.tsx). */
export function Component() {
  const { lang } = useShop();
  // The screen's words come with its data, not after it: text that arrived later would push the
  // list down (issue 37: a list's data now arrives as early as the screen's code).
  const { ready } = useTranslation('booking');
  if (!ready) return <ShopLoading />;
  return (
    <Screen>
      <EventList lang={lang} eventPath={(event) => routePath('ticket', lang, { id: String(event) })} />
    </Screen>
  );
}
