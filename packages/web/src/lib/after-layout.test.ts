import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextLayout } from './after-layout.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A browser's frames, run when the test says. */
function stubFrames() {
  const frames = new Map<number, () => void>();
  let last = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frames.set(++last, callback);
    return last;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return () => {
    for (const [id, callback] of [...frames]) {
      frames.delete(id);
      callback();
    }
  };
}

describe('running after the next layout', () => {
  it('runs in a task after the next frame, not in it', () => {
    vi.useFakeTimers();
    const renderFrame = stubFrames();
    const run = vi.fn();
    afterNextLayout(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    renderFrame();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    vi.useFakeTimers();
    const renderFrame = stubFrames();
    const beforeFrame = vi.fn();
    const afterFrame = vi.fn();
    afterNextLayout(beforeFrame)();
    const cancelAfter = afterNextLayout(afterFrame);
    renderFrame();
    cancelAfter();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });

  it('runs in the next task where the browser has no frames', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const run = vi.fn();
    afterNextLayout(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});
