import type { Theme } from '@museum-shop/contract';

/** Applies a museum's theme colours as the CSS custom properties the design system reads. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.style.setProperty('--color-primary', theme.primary);
  root.style.setProperty('--color-primary-contrast', theme.primaryContrast);
  root.style.setProperty('--color-accent', theme.accent);
}
