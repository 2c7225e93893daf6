/**
 * Read-through cache of promises: the catalogue's list pages, search hits and filters, the
 * sitemap's plans and the rendered pages (plugins/page-rendering.ts) are reused for a while, which
 * keeps those calls inside the latency budget of architecture §6 under load.
 * Concurrent misses share one read; a failed read is dropped so it is never served.
 * A write to the tables behind it clears it on every instance (clear(), docs/caching.md); the TTL
 * is the safety net. An entry is stored when its read starts, so clear() also drops a read in
 * flight: a read begun before the write is never kept after the clear.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly keep: ((value: T) => boolean) | undefined;

  /** A TTL of 0 or less reads every time; `keep` says whether a value read may be served again. */
  constructor(ttlMs: number, maxEntries: number, keep?: (value: T) => boolean) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.keep = keep;
  }

  /** Drops every entry: the next read of any key goes to the database (issue 18 §4: a write elsewhere). */
  clear(): void {
    this.entries.clear();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
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
    const entry = { at: now, value: load() };
    // Only this read's own entry is dropped: after a clear() the key may hold a newer read.
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    const { keep } = this;
    if (keep) {
      entry.value = entry.value.then((value) => {
        if (!keep(value)) forget();
        return value;
      });
    }
    entry.value.catch(forget);
    this.entries.set(key, entry);
    return entry.value;
  }
}
