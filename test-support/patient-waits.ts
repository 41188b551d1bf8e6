import { configure } from '@testing-library/react';
import { ASYNC_WAIT_MS } from './wait-times.ts';

// findBy… and waitFor give up after 1 s by default: on a busy 2-core CI machine a screen that
// fetches, lazy-loads a language and renders a calendar has taken longer than that, and the test
// failed for the machine, not the screen. Speed is measured by `npm run bench`, not here.
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
