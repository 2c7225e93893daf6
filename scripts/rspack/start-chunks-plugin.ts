/**
 * Writes `start-chunks.json` beside the shell's build (issue 30 §3): the script files a page's
 * first use runs besides the entry — the start-up chunk, the app chunk, what loads after the first
 * view, the texts — so the server can name them in the page and the page loader can prefetch them
 * on idle, before the first tap. Left out: the entry itself (the page lists it already) and the
 * sign-in screens (their own use, much later). The texts chunks of every language are listed; the
 * server keeps the page's language's (`texts-<language>`, `texts-<language>-<area>-json`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export const START_CHUNKS_FILE = 'start-chunks.json';

interface StatsChunk {
  names?: string[];
  files?: string[];
  initial?: boolean;
  modules?: { name?: string; nameForCondition?: string }[];
}

/** Pure: which chunks' files a first use needs (tested in start-chunks-plugin.test.ts). */
export function startChunkFiles(chunks: readonly StatsChunk[], leaveOut: RegExp): string[] {
  const files: string[] = [];
  for (const chunk of chunks) {
    if (chunk.initial) continue;
    // Named modules only: a concatenated chunk also lists an unnamed root.
    const modules = (chunk.modules ?? []).map((module) => module.nameForCondition || module.name || '').filter(Boolean);
    if (modules.length > 0 && modules.every((name) => leaveOut.test(name))) continue;
    for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.push(`/${file}`);
  }
  return files.sort();
}

export class StartChunksPlugin implements RspackPluginInstance {
  private readonly leaveOut: RegExp;

  constructor(leaveOut: RegExp) {
    this.leaveOut = leaveOut;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('StartChunksPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true });
      const files = startChunkFiles((json.chunks ?? []) as StatsChunk[], this.leaveOut);
      const out = compiler.options.output.path;
      if (out) writeFileSync(join(out, START_CHUNKS_FILE), `${JSON.stringify(files)}\n`);
    });
  }
}
