import { trackedLoads } from '../../lib/tracked-load.ts';

/** The code of "I have an annual pass"'s form, loaded once, when the visitor reaches for it (issue 37). */
const loads = trackedLoads((_code: 'form') => import('./MemberPassForm.tsx'));
export const memberPassFormCode = () => loads('form');
