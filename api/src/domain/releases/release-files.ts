/**
 * PROVISIONAL (rwatch): the two functions of rcore's release-files.ts that the release watch calls,
 * with the brief's signatures, so this branch builds until `git merge wt-rcore` replaces this file
 * with the real one (which keeps every other key and the flags file's formatting).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { RemoteName } from '@trama/shared/federation';

export interface ReleaseFiles {
  registryFile: string;
  flagsFile: string;
}

export interface ReleaseState {
  remote: RemoteName;
  stable: string | null;
  canary: string | null;
  previous: string | null;
  canaryShare: number | null;
}

interface Entry {
  manifestUrl?: string;
  canary?: { manifestUrl?: string };
  previous?: { manifestUrl?: string };
}
interface Registry {
  remotes?: Record<string, Entry>;
}
interface Flags {
  flags?: Record<string, { targeting?: { fractional?: [string, number][] } }>;
}

const idOf = (url: string | undefined) => (url ? (/\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? null) : null);

async function readJson<T>(file: string): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return {} as T;
  }
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

export async function readRelease(files: ReleaseFiles, remote: RemoteName): Promise<ReleaseState> {
  const [registry, flags] = await Promise.all([readJson<Registry>(files.registryFile), readJson<Flags>(files.flagsFile)]);
  const entry = registry.remotes?.[remote];
  const fractional = flags.flags?.[`release-${remote}`]?.targeting?.fractional;
  const canaryShare = Array.isArray(fractional) ? (fractional.find(([variant]) => variant === 'canary')?.[1] ?? 0) : null;
  return { remote, stable: idOf(entry?.manifestUrl), canary: idOf(entry?.canary?.manifestUrl), previous: idOf(entry?.previous?.manifestUrl), canaryShare };
}

/** Flag share 0 first, then the registry drops the canary; with no canary, stable = previous. */
export async function rollbackCanary(files: ReleaseFiles, remote: RemoteName, _reason: string): Promise<ReleaseState> {
  const flags = await readJson<Flags>(files.flagsFile);
  const flag = flags.flags?.[`release-${remote}`];
  if (flag) {
    flag.targeting = { fractional: [['canary', 0], ['stable', 100]] };
    await writeJson(files.flagsFile, flags);
  }
  const registry = await readJson<Registry>(files.registryFile);
  const entry = registry.remotes?.[remote];
  if (entry?.canary) delete entry.canary;
  else if (entry?.previous) {
    entry.manifestUrl = entry.previous.manifestUrl;
    delete entry.previous;
  }
  await writeJson(files.registryFile, registry);
  return readRelease(files, remote);
}
