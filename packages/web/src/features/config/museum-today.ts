import { localDate } from '@museum-shop/contract';
import { useContext } from 'react';
import { todayIso } from '../../components/ui/calendar-dates.ts';
import { useDisplayDate } from '../../lib/shared-render.ts';
import { ShopContext } from './shop-context.ts';

/**
 * The museum's date today (YYYY-MM-DD): this device's clock read in the museum's time zone, so a
 * visitor abroad, or awake after midnight in Berlin while the device says yesterday, is shown the
 * museum's days as bookable or past as the server judges them. Outside the config gate (some unit
 * tests) it is the device's own date.
 */
export function useMuseumToday(): string {
  const timeZone = useContext(ShopContext)?.config.time_zone;
  return useDisplayDate((now) => (timeZone ? localDate(now, timeZone) : todayIso(now)));
}
