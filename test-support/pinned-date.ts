// The jsdom apps' "now" starts at the test run's clock (TEST_CLOCK, test-support/test-clock.ts) and
// runs at the real pace from there, so a component that asks for today gets the same day at any
// hour the suite runs. Only Date is replaced: timers, animation frames and microtasks stay real, so
// Testing Library's waits work as before. A test that installs fake timers of its own takes its
// `now` from here, and is given this clock back before the next test.
import { afterEach, beforeEach, vi } from 'vitest';
import { testRunClock } from './test-clock.ts';

const clockStart = Date.parse(testRunClock());
const realStart = Date.now();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: clockStart + (Date.now() - realStart), shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});
