/**
 * Runs `run` in a task of its own after the browser's next frame, once it has laid the page out:
 * what reads the layout there (the scroll position, a size) reads it as it is, where reading it
 * sooner (in an effect of the page's takeover) made the browser lay the page out at once, inside
 * the takeover's longest task (issue 37's blocking time). Gives back a function that cancels it.
 */
export function afterNextLayout(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  // A frame's callbacks run before its layout; the task after them runs once it is done.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
