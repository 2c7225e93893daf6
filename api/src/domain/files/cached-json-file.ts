/**
 * A JSON file re-read whenever it changes on disk (platform contract: editing the registry or
 * the flags takes effect on the next request, no restart). A stat per call; the parse is cached
 * by inode, size and timestamps, so an atomic rename or an in-place edit are both seen.
 */
import { readFile, stat } from 'node:fs/promises';

export type JsonFileState<T> =
  | { kind: 'missing' }
  | { kind: 'ok'; value: T; version: string }
  | { kind: 'invalid'; error: Error; version: string };

export class CachedJsonFile<T> {
  readonly path: string;
  private readonly parse: (raw: unknown) => T;
  private cached: { version: string; state: JsonFileState<T> } | undefined;

  /** `parse` validates the JSON value and throws on a bad shape. */
  constructor(path: string, parse: (raw: unknown) => T) {
    this.path = path;
    this.parse = parse;
  }

  async read(): Promise<JsonFileState<T>> {
    let version: string;
    try {
      const s = await stat(this.path);
      version = `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
      return { kind: 'invalid', error: error as Error, version: 'unreadable' };
    }
    if (this.cached?.version === version) return this.cached.state;
    let state: JsonFileState<T>;
    try {
      const text = await readFile(this.path, 'utf8');
      state = { kind: 'ok', value: this.parse(JSON.parse(text)), version };
    } catch (error) {
      state = { kind: 'invalid', error: error as Error, version };
    }
    this.cached = { version, state };
    return state;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
