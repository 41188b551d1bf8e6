import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMuseumToday } from './museum-today.ts';
import { ShopContext } from './shop-context.ts';

const inZone =
  (timeZone: string) =>
  ({ children }: { children: ReactNode }) => (
    <ShopContext value={{ config: { ...testShopConfig, time_zone: timeZone }, lang: 'en' }}>
      {children}
    </ShopContext>
  );

afterEach(() => vi.useRealTimers());

describe('useMuseumToday', () => {
  it("is the museum's date, not the device's: 00:30 in Berlin is still yesterday in UTC and New York", () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T23:30:00Z') });
    expect(renderHook(useMuseumToday, { wrapper: inZone('Europe/Berlin') }).result.current).toBe(
      '2026-11-29',
    );
    expect(renderHook(useMuseumToday, { wrapper: inZone('America/New_York') }).result.current).toBe(
      '2026-11-28',
    );
  });

  it('is the same day in summer time until the museum’s midnight', () => {
    vi.useFakeTimers({ now: new Date('2026-07-14T21:59:00Z') });
    expect(renderHook(useMuseumToday, { wrapper: inZone('Europe/Berlin') }).result.current).toBe(
      '2026-07-14',
    );
    vi.setSystemTime(new Date('2026-07-14T22:00:00Z'));
    expect(renderHook(useMuseumToday, { wrapper: inZone('Europe/Berlin') }).result.current).toBe(
      '2026-07-15',
    );
  });
});
