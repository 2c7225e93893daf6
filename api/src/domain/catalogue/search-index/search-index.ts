/**
 * The API's in-process search index (issue 18 §1, docs/search-index.md): one LanguageIndex per
 * shop language, built from PostgreSQL at start and again after every catalogue write (the
 * trama_cache notifications of migration 0018, on this instance or another). It is a copy, never
 * the source: while it is being built, or after a write until it is built again, it answers
 * nothing and search reads PostgreSQL (search-repository.ts) with the same rules, so no answer is
 * ever older than the database.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SUPPORTED_LANGUAGES, type CatalogueSort, type Language } from '@trama/shared/contract';
import type { Database } from '../../../plugins/db.ts';
import type { CategoryFacetRow, SearchPage } from '../search-repository.ts';
import { loadLanguageIndex, loadMenuEntries, type MenuEntry } from './index-loader.ts';
import { LanguageIndex, type IndexPage } from './language-index.ts';

/** A write is followed by more in a batch (a seed, an import): wait for a quiet moment before rebuilding. */
export const REBUILD_QUIET_MS = 500;
/** After a failed build (PostgreSQL away), try again this much later, or at the next write. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/** Query words normalised by PostgreSQL, kept per language (words repeat; typos are new each time). */
const MAX_NORMALISED_WORDS = 50_000;

export interface SearchIndexState {
  /** ready: every language is built and current; building: a build runs; stale: a write came since the last build. */
  state: 'ready' | 'building' | 'stale' | 'failed';
  documents: number;
  builtAt: string | null;
  buildMs: number | null;
  /** The longest the build kept this process from answering requests (event-loop delay), ms. */
  buildPauseMs: number | null;
  /** What the index holds, in MB. */
  memoryMb: number | null;
}

interface Built {
  languages: Map<Language, LanguageIndex>;
  menus: Map<number, MenuEntry>;
}

export interface SearchIndexOptions {
  log?: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export class SearchIndex {
  private readonly db: Database;
  private readonly log: SearchIndexOptions['log'];
  private built: Built | null = null;
  /** Bumped by every write: a build started under an older generation is thrown away. */
  private generation = 0;
  private building: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastBuild: { at: Date; ms: number; documents: number; pauseMs: number; bytes: number } | null = null;
  private failed = false;
  private closed = false;
  private readonly waiting: (() => void)[] = [];
  private readonly normalised = new Map<string, string | null>();

  constructor(db: Database, options: SearchIndexOptions = {}) {
    this.db = db;
    this.log = options.log;
  }

  state(): SearchIndexState {
    const state = this.built ? 'ready' : this.failed ? 'failed' : this.building ? 'building' : 'stale';
    return {
      state,
      documents: this.lastBuild?.documents ?? 0,
      builtAt: this.lastBuild?.at.toISOString() ?? null,
      buildMs: this.lastBuild?.ms ?? null,
      buildPauseMs: this.lastBuild?.pauseMs ?? null,
      memoryMb: this.lastBuild ? Math.round(this.lastBuild.bytes / 1e5) / 10 : null,
    };
  }

  /** Builds now (start-up). */
  start(): void {
    this.schedule(0);
  }

  /** The catalogue changed: stop answering from the copy at once, build a new one once writes pause. */
  invalidate(): void {
    this.generation++;
    this.built = null;
    this.failed = false;
    this.schedule(REBUILD_QUIET_MS);
  }

  /** Resolves once the index is current (tests, the bench); never rejects. */
  whenReady(): Promise<void> {
    if (this.built || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.built = null;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      // One build at a time; a write during it schedules the next one when it ends.
      if (this.building) return;
      this.building = this.build().finally(() => {
        this.building = null;
        if (!this.built && !this.closed && !this.failed) this.schedule(REBUILD_QUIET_MS);
      });
    }, delayMs);
    this.timer.unref?.();
  }

  private async build(): Promise<void> {
    const generation = this.generation;
    const started = performance.now();
    const pauses = monitorEventLoopDelay({ resolution: 10 });
    pauses.enable();
    try {
      const languages = new Map<Language, LanguageIndex>();
      // Two languages at a time: PostgreSQL groups one while this process reads the other.
      const queue = [...SUPPORTED_LANGUAGES];
      const worker = async () => {
        for (let language = queue.shift(); language; language = queue.shift()) {
          if (generation !== this.generation || this.closed) return;
          languages.set(language, new LanguageIndex(await loadLanguageIndex(this.db, language)));
        }
      };
      await Promise.all([worker(), worker()]);
      if (generation !== this.generation || this.closed || languages.size !== SUPPORTED_LANGUAGES.length) return;
      const menus = await loadMenuEntries(this.db);
      if (generation !== this.generation || this.closed) return;
      const ms = Math.round(performance.now() - started);
      const documents = [...languages.values()].reduce((sum, index) => sum + index.size, 0);
      this.built = { languages, menus };
      this.failed = false;
      const pauseMs = Math.round(pauses.max / 1e6);
      const bytes = [...languages.values()].reduce((sum, index) => sum + index.bytes(), 0);
      this.lastBuild = { at: new Date(), ms, documents, pauseMs, bytes };
      this.log?.info({ documents, ms, pauseMs }, 'Search index built');
      for (const resolve of this.waiting.splice(0)) resolve();
    } catch (error) {
      if (this.closed) return;
      // PostgreSQL away or a bad row: search keeps reading PostgreSQL; the next write tries again.
      this.failed = true;
      this.log?.error({ err: error }, 'Search index build failed: search reads PostgreSQL until it is built');
      for (const resolve of this.waiting.splice(0)) resolve();
      this.schedule(RETRY_AFTER_FAILURE_MS);
    } finally {
      pauses.disable();
    }
  }

  /**
   * Full text with the index, or null when it is not current (the caller reads PostgreSQL).
   * `words` are the query's words; PostgreSQL normalises each as to_tsquery(word:*) does.
   */
  async fullText(brandId: number, language: Language, words: string[], sort: CatalogueSort, page: number, size: number, maxCategories: number): Promise<SearchPage | null> {
    const generation = this.generation;
    if (!this.built) return null;
    const prefixes = await this.prefixes(language, words);
    const built = this.built;
    if (!prefixes || !built || generation !== this.generation) return null;
    const index = built.languages.get(language);
    return index ? this.answer(built, language, index.fullText(brandId, prefixes, sort, page, size, maxCategories)) : null;
  }

  /** The typo fallback with the index, or null when it is not current. */
  similar(brandId: number, language: Language, words: string[], sort: CatalogueSort, page: number, size: number, maxCategories: number): SearchPage | null {
    const index = this.built?.languages.get(language);
    if (!this.built || !index) return null;
    return this.answer(this.built, language, index.similar(brandId, words, sort, page, size, maxCategories));
  }

  /**
   * Each word as to_tsquery(config, 'word:*') stems it (`lenzuola` → `lenzuol`); a stop word
   * gives nothing and is dropped, as PostgreSQL drops it from the query. null: a word PostgreSQL
   * turns into more than one lexeme, which the index does not model (the caller reads PostgreSQL).
   */
  private async prefixes(language: Language, words: string[]): Promise<string[] | null> {
    const unknown = [...new Set(words.filter((word) => !this.normalised.has(`${language}:${word}`)))];
    if (unknown.length > 0) {
      const result = await this.db.execute<{ word: string; query: string }>(sql`
        select w as word, to_tsquery(trama_search_config(${language}), w || ':*')::text as query
        from unnest(${sql`array[${sql.join(unknown.map((w) => sql`${w}`), sql`, `)}]::text[]`}) w`);
      for (const row of result.rows) this.remember(`${language}:${row.word}`, parsePrefix(row.query));
    }
    const prefixes: string[] = [];
    for (const word of words) {
      const prefix = this.normalised.get(`${language}:${word}`);
      if (prefix === undefined || prefix === null) return null;
      if (prefix !== '') prefixes.push(prefix);
    }
    return prefixes;
  }

  private remember(key: string, prefix: string | null): void {
    if (this.normalised.size >= MAX_NORMALISED_WORDS) {
      const oldest = this.normalised.keys().next().value;
      if (oldest !== undefined) this.normalised.delete(oldest);
    }
    this.normalised.set(key, prefix);
  }

  private answer(built: Built, language: Language, found: IndexPage): SearchPage {
    const categories: CategoryFacetRow[] = [];
    for (const menu of found.menus) {
      const leaf = built.menus.get(menu.menuId);
      if (!leaf) continue; // search-repository joins menu_items: a menu without its row names no category
      const top = built.menus.get(leaf.parentId ?? leaf.menuId);
      categories.push({
        top_label: top ? menuLabel(top, language) : '',
        leaf_label: menuLabel(leaf, language),
        leaf_url: leaf.translations.get(language)?.canonicalUrl || leaf.canonicalUrl,
        matched: menu.matched,
        max_discount: menu.maxDiscount || null,
      });
    }
    return { ids: found.productIds, total: found.total, categories };
  }
}

/** The label in the language, else in Italian, else any (search-repository's label()). */
function menuLabel(entry: MenuEntry, language: Language): string {
  return entry.translations.get(language)?.label ?? entry.translations.get('it')?.label ?? entry.translations.values().next().value?.label ?? '';
}

/**
 * `'lenzuol':*` → `lenzuol`; '' (a stop word: no lexeme) → ''; anything else (several lexemes) → null.
 */
export function parsePrefix(query: string): string | null {
  if (query === '') return '';
  const match = /^'((?:[^']|'')*)':\*$/.exec(query);
  return match ? match[1]!.replace(/''/g, "'") : null;
}
