import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { isChunkLoadError } from './chunk-load-error.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

/** React reports errors its boundaries caught; here they are the subject, not a failure. */
const caught: unknown[] = [];
const renderCatching = (ui: React.ReactNode) =>
  render(ui, { onCaughtError: (error: unknown) => void caught.push(error) });

function Broken(): never {
  throw new Error('render failed');
}

describe('chunk load errors', () => {
  it('are failed downloads of code in the browsers’ and Vite’s words, not modules that fail to run', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/tickets-a1.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to resolve module specifier "react-day-picker".'))).toBe(
      false,
    );
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});

describe('ErrorBoundary with ErrorScreen', () => {
  it('turns a lazy screen whose code is gone into a reload message that takes the focus', async () => {
    const reload = vi.fn();
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/tickets-a1.js');
    const Screen = lazy(() => Promise.reject<{ default: () => null }>(gone));
    renderCatching(
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} homeHref="/en/" onReload={reload} />}>
        <Suspense fallback="Loading">
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert').textContent).toContain('Reloading the page fixes it.');
    expect(screen.getByRole('main')).toBeTruthy();
    // A reload brings the current files; a link home would fail the same way.
    expect(screen.queryByRole('link')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Reload page' }).click());
    expect(reload).toHaveBeenCalledOnce();
    expect(caught.at(-1)).toBe(gone);
  });

  it('shows any other render error as a generic message with a reload and the way home', () => {
    renderCatching(
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} homeHref="/de/" onReload={() => {}} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBe(
      document.activeElement,
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/de/');
  });

  it('as the root boundary, shows a whole-page message in the document’s language', async () => {
    const i18n = await initI18n('de');
    document.documentElement.lang = 'en';
    renderCatching(
      <ErrorBoundary
        fallback={(error) => <ErrorScreen error={error} homeHref="/" fullPage onReload={() => {}} />}
      >
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBe(
      document.activeElement,
    );
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(document.documentElement.lang).toBe('de');
    await i18n.changeLanguage('en');
  });

  it('gives the failed part another chance when its reset key changes (the next navigation)', () => {
    function Page() {
      const [location, setLocation] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setLocation(location + 1)}>
            Navigate
          </button>
          <ErrorBoundary resetKey={location} fallback={() => <p>failed</p>}>
            {location === 1 ? <Broken /> : <p>screen {location}</p>}
          </ErrorBoundary>
        </>
      );
    }
    renderCatching(<Page />);
    expect(screen.getByText('failed')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Navigate' }).click());
    expect(screen.getByText('screen 2')).toBeTruthy();
  });
});
