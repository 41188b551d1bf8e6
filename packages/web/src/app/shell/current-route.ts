import { createContext, useContext } from 'react';
import type { RouteName } from '../route-table.ts';

export interface CurrentRoute {
  name: RouteName;
  /** A screen whose title comes from its data (a static page) sets it here. */
  setTitle: (title: string | undefined) => void;
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const value = useContext(CurrentRouteContext);
  if (!value) throw new Error('useCurrentRoute is used outside a route screen');
  return value;
}
