import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSanitizer, preloadSafeHtml, SafeHtml, sanitizeOnServerWith } from './SafeHtml.tsx';

const html = '<p>Accessible <img src="x" onerror="alert(1)"></p><script>alert(2)</script>';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('shows the server’s HTML without its scripts', async () => {
    const { container } = render(<SafeHtml html={html} />);
    expect(await screen.findByText('Accessible')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('once DOMPurify has loaded, shows HTML in its first render (the largest paint waits for no extra render)', async () => {
    await preloadSafeHtml();
    render(<SafeHtml html={html} className="prose" />);
    expect(screen.getByText('Accessible').closest('div')?.className).toBe('prose');
  });
});

describe('SafeHtml on a page the server rendered', () => {
  const serverSanitize = (dirty: string) =>
    dirty.replace(/<script>.*?<\/script>/g, '').replace(/ onerror="[^"]*"/g, '');

  afterEach(async () => {
    // As the other tests of this worker expect it: DOMPurify as it loads in a browser.
    await preloadSafeHtml();
  });

  it('takes the server’s markup over as it is, without DOMPurify, and sanitises HTML that changes', async () => {
    sanitizeOnServerWith(serverSanitize);
    const serverHtml = renderToString(<SafeHtml html={html} className="prose" />);
    // The browser, which has not loaded DOMPurify: the element is taken over, never written.
    forgetSanitizer();
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const element = container.firstElementChild;
    const markup = element?.innerHTML;
    expect(markup).toContain('Accessible');
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <SafeHtml html={html} className="prose" />, {
        onRecoverableError: recoverable,
      });
    });
    try {
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.firstElementChild).toBe(element);
      expect(element?.innerHTML).toBe(markup);
      // New HTML (another language) is sanitised in the browser before it shows.
      await act(async () =>
        root?.render(<SafeHtml html={'<p>Zugänglich</p><script>alert(3)</script>'} className="prose" />),
      );
      await expect.poll(() => container.textContent).toBe('Zugänglich');
      expect(container.querySelector('script')).toBeNull();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});
