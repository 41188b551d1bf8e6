import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadSafeHtml, SafeHtml } from './SafeHtml.tsx';

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
