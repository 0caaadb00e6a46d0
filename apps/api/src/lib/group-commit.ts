/**
 * Group commit (decision 054): callers hand in one item each and wait until it is written; items that arrive while
 * a write is under way go together in the next write. An idle writer writes at once, so a lone caller waits no
 * longer than for its own statement, and under load one statement (and one commit) carries many callers' items.
 * A failed write fails every caller of its batch, as each one's own statement would have.
 */
export function groupCommit<T>(
  write: (items: T[]) => Promise<void>,
  maxItems = 500,
): (item: T) => Promise<void> {
  let queue: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  const drain = async () => {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxItems);
      queue = queue.slice(batch.length);
      try {
        await write(batch.map((b) => b.item));
        for (const b of batch) b.resolve();
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    writing = false;
  };

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
