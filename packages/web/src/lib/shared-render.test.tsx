import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayNow, endHydrating, setPageNow, startHydrating, useBrowserState } from './shared-render.ts';

/** A component showing something only this browser knows: its tab's stored choice. */
function CookieChoice() {
  const [accepted] = useBrowserState(() => window.sessionStorage.getItem('accepted') === 'yes', false);
  return <p>{accepted ? 'accepted' : 'not decided'}</p>;
}

afterEach(() => {
  endHydrating();
  setPageNow(undefined);
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('a page rendered on the server, taken over by the browser', () => {
  it('hydrates from what the server knew, then shows what the browser knows, without a mismatch', async () => {
    window.sessionStorage.setItem('accepted', 'yes');
    startHydrating();
    const serverHtml = renderToString(<CookieChoice />);
    expect(serverHtml).toContain('not decided');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <CookieChoice />, { onRecoverableError: recoverable });
    });
    endHydrating();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('accepted');
  });

  it('reads the browser at once outside a hydration', () => {
    window.sessionStorage.setItem('accepted', 'yes');
    const container = document.createElement('div');
    document.body.append(container);
    expect(renderToString(<CookieChoice />)).toContain('accepted');
  });

  it('dates a shared render by the moment the server rendered it, and later renders by this device', () => {
    const rendered = new Date('2026-12-02T22:59:59Z');
    setPageNow(rendered);
    startHydrating();
    expect(displayNow().toISOString()).toBe(rendered.toISOString());
    endHydrating();
    expect(displayNow().getTime()).not.toBe(rendered.getTime());
  });
});
