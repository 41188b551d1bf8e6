import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { SERVER_ERROR_MS, showNotice, showToast, TOAST_MS } from '../../lib/notices.ts';
import { Notices } from './Notices.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Notices', () => {
  it('announces a toast politely and takes it away after 2000 ms', () => {
    vi.useFakeTimers();
    render(<Notices />);
    act(() => {
      showToast('Added to the basket', 'success');
    });
    const toast = screen.getByText('Added to the basket');
    expect(toast.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByText('Added to the basket')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added to the basket')).toBeNull();
  });

  it('shows the server-error message with its support address for 15 s, dismissible before that', () => {
    vi.useFakeTimers();
    render(<Notices />);
    act(() => {
      showNotice(
        {
          placement: 'global',
          kind: 'danger',
          text: 'Something failed. Write to',
          email: 'help@museum.example',
          textAfter: 'please.',
        },
        SERVER_ERROR_MS,
      );
    });
    const link = screen.getByRole('link', { name: 'help@museum.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@museum.example');
    expect(link.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    act(() => vi.advanceTimersByTime(SERVER_ERROR_MS - 1));
    expect(screen.queryByRole('link', { name: 'help@museum.example' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('link', { name: 'help@museum.example' })).toBeNull();

    act(() => {
      showNotice({ placement: 'global', kind: 'info', text: 'Closed on Monday' });
    });
    act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
    expect(screen.queryByText('Closed on Monday')).toBeNull();
  });

  it('shows the server-error message once however many calls fail, for 15 s from the last failure', () => {
    vi.useFakeTimers();
    render(<Notices />);
    const serverError = {
      placement: 'global',
      kind: 'danger',
      text: 'Something failed. Write to',
      email: 'help@museum.example',
      textAfter: 'please.',
    } as const;
    act(() => {
      showNotice(serverError, SERVER_ERROR_MS);
      showNotice(serverError, SERVER_ERROR_MS);
    });
    expect(screen.getAllByRole('link', { name: 'help@museum.example' })).toHaveLength(1);
    act(() => vi.advanceTimersByTime(10_000));
    act(() => {
      showNotice(serverError, SERVER_ERROR_MS);
    });
    expect(screen.getAllByRole('link', { name: 'help@museum.example' })).toHaveLength(1);
    act(() => vi.advanceTimersByTime(SERVER_ERROR_MS - 1));
    expect(screen.queryByRole('link', { name: 'help@museum.example' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('link', { name: 'help@museum.example' })).toBeNull();
  });
});
