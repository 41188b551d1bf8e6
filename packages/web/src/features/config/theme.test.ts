import { describe, expect, it, vi } from 'vitest';
import { applyTheme, themeStyleAttribute } from './theme.ts';

const theme = { primary: '#1f3a5f', primaryContrast: '#fff', accent: '#c8872e' };

describe("a museum's theme colours", () => {
  it('are written on the root as the custom properties the design system reads', () => {
    const root = document.createElement('div');
    applyTheme(theme, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#1f3a5f');
    expect(root.style.getPropertyValue('--color-primary-contrast')).toBe('#fff');
    expect(root.style.getPropertyValue('--color-accent')).toBe('#c8872e');
  });

  it('are not written again where the rendered page carries them, only those that differ', () => {
    const root = document.createElement('div');
    root.setAttribute('style', themeStyleAttribute(theme));
    const written = vi.spyOn(root.style, 'setProperty');
    applyTheme(theme, root);
    expect(written).not.toHaveBeenCalled();
    applyTheme({ ...theme, accent: '#b00' }, root);
    expect(written).toHaveBeenCalledExactlyOnceWith('--color-accent', '#b00');
  });

  it('go into a rendered page’s style attribute only as hex colours', () => {
    expect(themeStyleAttribute(theme)).toBe(
      '--color-primary:#1f3a5f;--color-primary-contrast:#fff;--color-accent:#c8872e',
    );
    const odd = { primary: 'rebeccapurple', primaryContrast: '#fff;background:url(x)', accent: '#C8872E' };
    expect(themeStyleAttribute(odd)).toBe('--color-accent:#C8872E');
  });
});
