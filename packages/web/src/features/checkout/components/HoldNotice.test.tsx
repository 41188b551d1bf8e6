import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { HoldNotice } from './HoldNotice.tsx';

const START = Date.parse('2026-11-27T10:00:00Z');
/** Held for 6 minutes and 30 seconds from START. */
const EXPIRES = '2026-11-27T10:06:30Z';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const spoken = () => screen.getByRole('status').textContent;
const pass = async (seconds: number) => {
  await act(async () => {
    vi.advanceTimersByTime(seconds * 1000);
  });
};

describe('the hold notice (issue 26)', () => {
  it('tells the time left on arrival, at 5, 2 and 1 minutes and at the end; silent in between; never takes the focus', async () => {
    const before = document.activeElement;
    render(<HoldNotice expiresAt={EXPIRES} retry={<a href="/en/checkout">Try again</a>} />);
    expect(spoken()).toBe('Your places are held for you for 7 more minutes.');
    expect(screen.getByText('6:30')).toBeTruthy();

    await pass(60);
    // 5:30 left: nothing new is said, the clock moves.
    expect(spoken()).toBe('Your places are held for you for 7 more minutes.');
    expect(screen.getByText('5:30')).toBeTruthy();

    await pass(30);
    expect(spoken()).toBe('Your places are held for you for 5 more minutes.');
    await pass(60);
    expect(spoken()).toBe('Your places are held for you for 5 more minutes.');
    await pass(150);
    expect(spoken()).toBe('Your places are held for you for 2 more minutes.');
    await pass(30);
    expect(spoken()).toBe('Your places are held for you for 1 more minute.');
    await pass(60);
    expect(spoken()).toBe(i18next.t('checkout:hold.expired'));
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
    expect(document.activeElement).toBe(before);
  });
});
