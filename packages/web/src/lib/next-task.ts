interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in
 * between: a step of taking a page over is then a task of its own, not part of one long task that
 * blocks a phone's main thread (issue 37's blocking time). Chromium's `scheduler.yield()` puts the
 * rest before other queued tasks; elsewhere a zero timeout does the same, later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
