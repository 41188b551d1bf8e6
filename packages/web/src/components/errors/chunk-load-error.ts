/**
 * A piece of the app's code (a lazily loaded route module) could not be downloaded: typically the
 * shop was deployed anew and the old file is gone, or the connection dropped. Reloading the page
 * fetches the current files, so the visitor is offered exactly that.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Browsers' own words for a failed dynamic import (Chromium, Firefox, Safari), for imports not wrapped below. */
const DYNAMIC_IMPORT_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && DYNAMIC_IMPORT_FAILED.test(error.message);
}

/** Wraps a dynamic import so that its failure is recognisable as a failed download of code. */
export function loadChunk<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () =>
    load().catch((cause: unknown) => {
      throw new ChunkLoadError('A part of the app could not be loaded', { cause });
    });
}
