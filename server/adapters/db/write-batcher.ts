/**
 * Group commit for many small independent inserts (docs/decisions/020-comparison-performance.md): rows that
 * arrive while a write is in flight are written together in the next one (one statement instead of one per
 * request), and each caller's promise settles when its own row is stored. A write starts in the event loop's next
 * turn, so the rows of all requests handled in this turn go together (with an embedded database a write often
 * completes within the turn it started in). If a batch fails, its rows are written one by one, so a bad row
 * fails only its own caller.
 */
export function createWriteBatcher<Row>(
  write: (rows: Row[]) => Promise<void>,
  options: { maxBatch?: number } = {},
): (row: Row) => Promise<void> {
  const maxBatch = options.maxBatch ?? 200;
  const pending: Array<{ row: Row; resolve: () => void; reject: (error: unknown) => void }> = [];
  let writing = false;
  let scheduled = false;

  async function writeBatch(batch: typeof pending) {
    try {
      await write(batch.map((item) => item.row));
      for (const item of batch) item.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(
        batch.map((item) =>
          write([item.row]).then(
            () => item.resolve(),
            (single: unknown) => item.reject(single),
          ),
        ),
      );
    }
  }

  function drain() {
    if (writing || pending.length === 0) return;
    writing = true;
    void writeBatch(pending.splice(0, maxBatch)).finally(() => {
      writing = false;
      drain();
    });
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ row, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        drain();
      });
    });
}
