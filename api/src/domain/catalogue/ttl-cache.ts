/**
 * Read-through cache of promises for catalogue reads: list pages, search hits and filters reused
 * for a few minutes keep those calls inside the latency budget of architecture §6 under load.
 * Concurrent misses share one database read; a failed read is dropped so it is never served.
 * A write to the tables behind it clears it on every instance (clear(), docs/caching.md); the TTL
 * is the safety net. An entry is stored when its read starts, so clear() also drops a read in
 * flight: a read begun before the write is never kept after the clear.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries: number) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** Drops every entry: the next read of any key goes to the database (issue 18 §4: a write elsewhere). */
  clear(): void {
    this.entries.clear();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.at < this.ttlMs) return cached.value;
    if (cached) this.entries.delete(key);
    // Maps iterate in insertion order: dropping the first key evicts the oldest entry.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const value = load();
    const entry = { at: now, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
