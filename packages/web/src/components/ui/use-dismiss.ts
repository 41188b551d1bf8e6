import { type RefObject, useEffect, useRef } from 'react';

export type DismissReason = 'escape' | 'outside';

interface DismissOptions {
  /** Whether the layer (a menu, a dropdown) is open; closed layers hear nothing. */
  open: boolean;
  /** Everything that belongs to the layer: its button and its panel. */
  container: RefObject<HTMLElement | null>;
  /** Closes the layer. */
  onDismiss: (reason: DismissReason) => void;
  /** Where Escape returns the focus, usually the button that opened the layer. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

interface Layer {
  dismissByEscape: () => void;
}

/** The open layers, the latest opened last: Escape closes the innermost one only. */
const openLayers: Layer[] = [];

function closeInnermostOnEscape(event: KeyboardEvent) {
  // A control that handled Escape itself (and said so) keeps it.
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const innermost = openLayers.at(-1);
  if (!innermost) return;
  event.preventDefault();
  innermost.dismissByEscape();
}

/**
 * Closes an open layer the way visitors expect (WAI-ARIA disclosure pattern): Escape closes the
 * innermost open layer and returns the focus to its button; a pointer press or the focus outside
 * the container closes it too, since an open layer left behind would lie over what the visitor
 * moved on to (WCAG 2.4.11).
 */
export function useDismiss({ open, container, onDismiss, returnFocusTo }: DismissOptions) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!open) return;
    const layer: Layer = {
      dismissByEscape: () => {
        dismiss.current('escape');
        returnFocusTo?.current?.focus();
      },
    };
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return;
      dismiss.current('outside');
    };
    openLayers.push(layer);
    if (openLayers.length === 1) document.addEventListener('keydown', closeInnermostOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      if (openLayers.length === 0) document.removeEventListener('keydown', closeInnermostOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open, container, returnFocusTo]);
}
