// The app's first script: index.html loads it on its own (vite.config.ts), so these calls run
// while the main script downloads; main.tsx imports it too, which in development starts them.
import { startEarlyCalls } from '../lib/early-calls.ts';

startEarlyCalls(window.location.pathname);
