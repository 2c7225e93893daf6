/**
 * Every in-process cache whose answers come from the database, with the tables it reads (issue 18
 * §4, docs/caching.md). When PostgreSQL says a table changed (on this instance or another one),
 * the caches that read it are cleared; when notifications may have been missed, all of them.
 */

export interface RegisteredCache {
  /** For logs and docs, e.g. 'catalogue reads'. */
  name: string;
  /** The tables its answers are read from (each must have the migration 0018 trigger). */
  tables: readonly string[];
  /** Drops every entry; must be cheap and synchronous (it runs on the listener's event). */
  clear(): void;
}

export class CacheRegistry {
  private readonly caches: RegisteredCache[] = [];

  register(cache: RegisteredCache): void {
    if (this.caches.some((known) => known.name === cache.name)) throw new Error(`A cache named '${cache.name}' is already registered`);
    this.caches.push(cache);
  }

  /** The registered caches' names, in registration order. */
  names(): string[] {
    return this.caches.map((cache) => cache.name);
  }

  /** Every table some cache names: the tables that need the trigger. */
  tables(): Set<string> {
    return new Set(this.caches.flatMap((cache) => cache.tables));
  }

  /**
   * Clears the caches that read `table`; returns their names. A table no cache names clears them
   * all: a trigger added before its cache was registered must not leave a stale answer behind.
   */
  clearFor(table: string): string[] {
    if (!this.tables().has(table)) return this.clearAll();
    return this.clearWhere((cache) => cache.tables.includes(table));
  }

  /** Clears every cache (start-up, a reconnected listener: notifications may have been lost). */
  clearAll(): string[] {
    return this.clearWhere(() => true);
  }

  private clearWhere(matches: (cache: RegisteredCache) => boolean): string[] {
    const cleared: string[] = [];
    for (const cache of this.caches) {
      if (!matches(cache)) continue;
      cache.clear();
      cleared.push(cache.name);
    }
    return cleared;
  }
}
