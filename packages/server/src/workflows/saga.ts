/**
 * Runs the steps of a workflow in order, each with what undoes it (issue 38; ARCHITECTURE.md's
 * workflows, after Medusa's steps with compensation). When a step fails, the steps done before it
 * are undone, the last first, and the step's error is thrown. An undo that fails is reported to
 * `onUndoFailed` and the others still run: each undo must be safe alone, as a crash between two
 * steps leaves the same state for the shop's sweeps to clear.
 */
export class Saga {
  private readonly undos: { name: string; undo: () => Promise<unknown> }[] = [];
  private readonly onUndoFailed: (step: string, error: unknown) => void;

  constructor(onUndoFailed: (step: string, error: unknown) => void) {
    this.onUndoFailed = onUndoFailed;
  }

  /** Runs step `name`; `undo` (given what the step answered) is kept until the saga ends. */
  async step<T>(name: string, run: () => Promise<T>, undo?: (done: T) => Promise<unknown>): Promise<T> {
    const done = await run();
    if (undo) this.undos.push({ name, undo: () => undo(done) });
    return done;
  }

  /** Undoes the steps done so far, the last first. */
  async undo(): Promise<void> {
    for (const { name, undo } of this.undos.splice(0).reverse()) {
      try {
        await undo();
      } catch (error) {
        this.onUndoFailed(name, error);
      }
    }
  }
}

/** Runs `work` with a saga: when it throws, what its steps did is undone before the error goes on. */
export async function runSaga<T>(
  onUndoFailed: (step: string, error: unknown) => void,
  work: (saga: Saga) => Promise<T>,
): Promise<T> {
  const saga = new Saga(onUndoFailed);
  try {
    return await work(saga);
  } catch (error) {
    await saga.undo();
    throw error;
  }
}
