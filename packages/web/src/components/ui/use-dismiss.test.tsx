import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDismiss } from './use-dismiss.ts';

/** A disclosure like the header's menu and the dropdown: a button and a panel that may hold another. */
function Disclosure({ name, children }: { name: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss({ open, container, onDismiss: () => setOpen(false), returnFocusTo: button });
  return (
    <div ref={container}>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {name}
      </button>
      <div hidden={!open}>
        <a href="#in">{`inside ${name}`}</a>
        {children}
      </div>
    </div>
  );
}

function Page() {
  return (
    <>
      <Disclosure name="Menu">
        <Disclosure name="Language" />
      </Disclosure>
      <button type="button">Elsewhere</button>
    </>
  );
}

const expanded = (name: string) =>
  screen.getByRole('button', { name, hidden: true }).getAttribute('aria-expanded');
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

afterEach(cleanup);

describe('useDismiss', () => {
  it('closes the innermost open layer on Escape and returns the focus to its button, then the next', () => {
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    act(() => screen.getByRole('button', { name: 'Language' }).click());
    act(() => screen.getByRole('link', { name: 'inside Language' }).focus());
    press('Escape');
    expect([expanded('Menu'), expanded('Language')]).toEqual(['true', 'false']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
    press('Escape');
    expect(expanded('Menu')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('leaves an Escape that a control inside handled itself', () => {
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    const link = screen.getByRole('link', { name: 'inside Menu' });
    link.addEventListener('keydown', (event) => event.preventDefault());
    act(() => link.focus());
    press('Escape');
    expect(expanded('Menu')).toBe('true');
  });

  it('closes on a pointer press or the focus outside, without moving the focus', () => {
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    fireEvent.pointerDown(screen.getByRole('link', { name: 'inside Menu' }));
    expect(expanded('Menu')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(expanded('Menu')).toBe('false');

    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    act(() => screen.getByRole('button', { name: 'Language' }).click());
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    expect([expanded('Menu'), expanded('Language')]).toEqual(['false', 'false']);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('hears nothing while closed', () => {
    render(<Page />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    act(() => menu.focus());
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    menu.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
