/** The deploy registry written by the publish step: { remotes: { <name>: { manifestUrl } } }. */
import { isPlainObject } from '../files/cached-json-file.ts';

export interface RegistryFile {
  remotes: Record<string, { manifestUrl: string }>;
}

export function parseRegistryFile(raw: unknown): RegistryFile {
  if (!isPlainObject(raw) || !isPlainObject(raw.remotes)) throw new Error("The registry needs a top-level 'remotes' object.");
  const remotes: RegistryFile['remotes'] = {};
  for (const [name, entry] of Object.entries(raw.remotes)) {
    if (!isPlainObject(entry) || typeof entry.manifestUrl !== 'string' || entry.manifestUrl.trim() === '') {
      throw new Error(`Registry entry '${name}' needs a non-empty manifestUrl.`);
    }
    remotes[name] = { manifestUrl: entry.manifestUrl };
  }
  return { remotes };
}
