import { trackedLoads } from '../../lib/tracked-load.ts';

/**
 * The annual passes' order form (PassOrderForm, with the form library), loaded once: a pass's page
 * asks for it beside its screen's code, a shop article's page never (issue 37).
 */
const load = trackedLoads(() =>
  import('./components/PassOrderForm.tsx').then((module) => module.PassOrderForm),
);
export const passOrderFormCode = () => load(undefined);
