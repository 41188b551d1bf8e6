import type { Theme } from '@museum-shop/contract';

/** A museum's theme colours as the CSS custom properties the design system reads. */
function themeProperties(theme: Theme): [name: string, value: string][] {
  return [
    ['--color-primary', theme.primary],
    ['--color-primary-contrast', theme.primaryContrast],
    ['--color-accent', theme.accent],
  ];
}

/**
 * Applies a museum's theme colours on the document's root. A colour already there (a page the
 * server rendered carries them, `themeStyleAttribute`) is not written again: any custom property
 * written on the root makes the browser restyle the whole page, a long task of the takeover on a
 * phone (issue 37).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  for (const [name, value] of themeProperties(theme))
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
}

/** A colour that can go into a style attribute as it is. */
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * The theme colours as the `style` of a rendered page's `<html>`: the page paints in the museum's
 * colours, and its takeover writes none (`applyTheme`). Only hex colours are written there; any
 * other value is left to `applyTheme`, where the browser's CSS parser checks it.
 */
export function themeStyleAttribute(theme: Theme): string {
  return themeProperties(theme)
    .filter(([, value]) => HEX_COLOUR.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
