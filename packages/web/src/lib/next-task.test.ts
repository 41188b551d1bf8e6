import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('going on in a new task', () => {
  it('lets a task queued before it run first, where the browser has no scheduler.yield', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['queued task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
