import type { ReactNode } from 'react';
import styles from './Screen.module.css';

/** The id of the one main region: the skip link's target and where a navigation moves the focus. */
export const SCREEN_ID = 'main';

interface ScreenProps {
  children: ReactNode;
  /** Replaces the content column, e.g. for a whole-page message outside the shop's frame. */
  className?: string | undefined;
}

/**
 * The `<main>` landmark of every screen and the focus target of navigation. Screens render exactly
 * one, through this component, so the skip link and the focus after a navigation always find it.
 */
export function Screen({ children, className }: ScreenProps) {
  return (
    <main id={SCREEN_ID} tabIndex={-1} className={`${styles.target} ${className ?? styles.column}`}>
      {children}
    </main>
  );
}

/** The main region shown now, if a screen has rendered one yet. */
export function currentScreen(): HTMLElement | null {
  return document.getElementById(SCREEN_ID);
}

/** Moves the focus to the main region; false when there is none yet. */
export function focusScreen(options?: FocusOptions): boolean {
  const screen = currentScreen();
  screen?.focus(options);
  return screen !== null;
}
