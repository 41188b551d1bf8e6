import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentScreen, focusScreen, SCREEN_ID, Screen } from './Screen.tsx';

afterEach(cleanup);

describe('Screen', () => {
  it('is the one main landmark, found by the skip link and focusable by navigation only', () => {
    expect(focusScreen()).toBe(false);
    render(
      <Screen>
        <h1>Tickets</h1>
      </Screen>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe(SCREEN_ID);
    expect(main.tabIndex).toBe(-1);
    expect(currentScreen()).toBe(main);
    expect(focusScreen()).toBe(true);
    expect(document.activeElement).toBe(main);
  });
});
