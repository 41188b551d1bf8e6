import { type ReactNode, useId, useRef, useState } from 'react';
import styles from './DropdownMenu.module.css';
import { ChevronIcon } from './icons.tsx';
import { useDismiss } from './use-dismiss.ts';

interface DropdownMenuProps {
  /** The button's content; it names the menu for assistive technology too. */
  label: ReactNode;
  /** The list items (`<li>` with a link each). */
  children: ReactNode;
  /** Laid out in the flow (inside the mobile menu) instead of floating under the button. */
  inline?: boolean;
  /** Keeps the button out of the keyboard's way, for invisible copies used in measuring. */
  tabIndex?: number | undefined;
}

/**
 * A button that shows and hides a list of links (the disclosure pattern, which screen readers
 * announce as expanded or collapsed). Escape, a click or the focus outside close it; Escape
 * returns the focus to the button.
 */
export function DropdownMenu({ label, children, inline = false, tabIndex }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes the innermost layer only, so inside the header's mobile menu it closes this list first.
  useDismiss({ open, container, onDismiss: () => setOpen(false), returnFocusTo: button });
  return (
    <div className={styles.dropdown} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        tabIndex={tabIndex}
      >
        {label}
        <ChevronIcon />
      </button>
      <ul id={listId} className={inline ? styles.inlineList : styles.list} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
