import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncerProvider, useAnnounce } from './Announcer.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders the provider with a child that hands out its announce function. */
function renderAnnouncer() {
  let announce: (message: string) => void = () => {};
  function Grab() {
    announce = useAnnounce();
    return null;
  }
  const view = render(
    <AnnouncerProvider>
      <Grab />
    </AnnouncerProvider>,
  );
  return { ...view, announce: (message: string) => act(() => announce(message)) };
}

describe('the announcer', () => {
  it('reads a message out in its polite live region, a moment after emptying it', () => {
    vi.useFakeTimers();
    const { announce } = renderAnnouncer();
    announce('Refund started');
    expect(screen.getByRole('status')).toHaveProperty('textContent', '');
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Refund started');
  });

  it('drops a message still waiting when the app goes away, so nothing is set on what is gone', () => {
    vi.useFakeTimers();
    const { announce, unmount } = renderAnnouncer();
    announce('Slot closed');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
