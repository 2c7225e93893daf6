/**
 * Writes `start-chunks.json` beside the shell's build (issue 30 §3): the script files a page's
 * first use runs besides the entry — the start-up chunk, the app chunk, what loads after the first
 * view, the texts — so the server can name them in the page and the page loader can prefetch them
 * on idle, before the first tap. Left out: the entry itself (the page lists it already) and the
 * sign-in screens (their own use, much later). The texts chunks of every language are listed; the
 * server keeps the page's language's (`texts-<language>`, `texts-<language>-<area>-json`).
 *
 * Two lists: `first`, the chunks the entry's own import of the bootstrap loads (a parent is an
 * initial chunk: the start-up chunk, the app chunk) and every texts chunk (the server picks the
 * page's), and `later`, what the app loads after its first view (popups, flags, panels). The page
 * loader prefetches `later` only once `first` is in the cache: on a slow connection a file that
 * answers the first tap never queues behind one that does not (issue 30 §6).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export const START_CHUNKS_FILE = 'start-chunks.json';

interface StatsChunk {
  id?: string | number | null;
  parents?: (string | number)[];
  names?: string[];
  files?: string[];
  initial?: boolean;
  modules?: { name?: string; nameForCondition?: string }[];
}

export interface StartChunks {
  first: string[];
  later: string[];
}

const TEXTS_CHUNK = /^texts-/;

/** Pure: which chunks' files a first use needs, and in which wave (tested in start-chunks-plugin.test.ts). */
export function startChunkFiles(chunks: readonly StatsChunk[], leaveOut: RegExp): StartChunks {
  const initial = new Set(chunks.filter((chunk) => chunk.initial).map((chunk) => String(chunk.id)));
  const result: StartChunks = { first: [], later: [] };
  for (const chunk of chunks) {
    if (chunk.initial) continue;
    // Named modules only: a concatenated chunk also lists an unnamed root.
    const modules = (chunk.modules ?? []).map((module) => module.nameForCondition || module.name || '').filter(Boolean);
    if (modules.length > 0 && modules.every((name) => leaveOut.test(name))) continue;
    const loadedByEntry = (chunk.parents ?? []).some((parent) => initial.has(String(parent)));
    const texts = (chunk.names ?? []).some((name) => TEXTS_CHUNK.test(name));
    const wave = loadedByEntry || texts ? result.first : result.later;
    for (const file of chunk.files ?? []) if (file.endsWith('.js')) wave.push(`/${file}`);
  }
  result.first.sort();
  result.later.sort();
  return result;
}

export class StartChunksPlugin implements RspackPluginInstance {
  private readonly leaveOut: RegExp;

  constructor(leaveOut: RegExp) {
    this.leaveOut = leaveOut;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('StartChunksPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, chunkRelations: true, ids: true });
      const files = startChunkFiles((json.chunks ?? []) as StatsChunk[], this.leaveOut);
      const out = compiler.options.output.path;
      if (out) writeFileSync(join(out, START_CHUNKS_FILE), `${JSON.stringify(files)}\n`);
    });
  }
}
