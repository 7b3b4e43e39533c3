/**
 * Runs tasks with the same key one after another in this process (a member's sends), tasks with other
 * keys side by side. In front of the database's advisory lock, so a burst from one member waits here
 * instead of holding a pooled connection each while it waits for the lock (which would starve everyone
 * else's requests).
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      // The last in line cleans up, so the map holds only keys with work waiting.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
