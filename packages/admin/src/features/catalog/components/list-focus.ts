import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [role="spinbutton"], [tabindex="0"]';

/**
 * Focuses the element of an id, or when it holds fields (a fieldset, a date's box) the first of
 * them, or else the element itself if it can take the focus; answers whether the focus moved.
 */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element || (element as HTMLButtonElement).disabled) return false;
  const own = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  const target = own ?? (element.hasAttribute('tabindex') ? element : null);
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}

/**
 * Moves the focus, after the next render, to the first of some elements (by id) that is there and
 * enabled: a new row's first field, the row after a removed one, a moved row's button.
 */
export function useFocusAfterRender() {
  const target = useRef<string[] | undefined>(undefined);
  useEffect(() => {
    const ids = target.current;
    if (!ids) return;
    target.current = undefined;
    for (const id of ids) if (focusField(id)) return;
  });
  return (...ids: string[]) => {
    target.current = ids;
  };
}
