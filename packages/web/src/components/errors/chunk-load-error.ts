/**
 * How browsers (Chromium, Firefox, Safari) and Vite's preloading word a piece of the app's code (a
 * lazily loaded route module or its styles) that could not be downloaded: typically the shop was
 * deployed anew and the old file is gone, or the connection dropped.
 */
const FAILED_DOWNLOAD =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * Whether an error is a failed download of code, which reloading the page (with the current files)
 * cures. A module that was downloaded but fails to run is not: reloading would fail the same way.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && FAILED_DOWNLOAD.test(error.message);
}
