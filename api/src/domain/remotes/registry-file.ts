/**
 * The deploy registry written by the publish step and the deploy command (docs/composition.md):
 * `{ remotes: { <name>: { manifestUrl, canary?: { manifestUrl }, previous?: { manifestUrl } } } }`.
 * `manifestUrl` is the stable build; `canary` a second build that the `release-<name>` flag may
 * serve to some visitors (issue 33); `previous` the stable build before the last promote, kept so
 * a rollback has somewhere to go. Files with `manifestUrl` alone (before issue 33) stay valid.
 */
import { createHash } from 'node:crypto';
import { isPlainObject } from '../files/cached-json-file.ts';

export interface RegistryBuild {
  manifestUrl: string;
}

export interface RegistryEntry extends RegistryBuild {
  canary?: RegistryBuild;
  previous?: RegistryBuild;
}

export interface RegistryFile {
  remotes: Record<string, RegistryEntry>;
  /**
   * A canary or previous build the file names wrongly (no manifest URL): left out, with the reason
   * here (logged). A typo in a trial build must not take every remote down for every shopper; a
   * bad stable entry still does (503): there is nothing to serve instead.
   */
  problems?: string[];
}

function build(name: string, what: string, value: unknown): RegistryBuild {
  if (!isPlainObject(value) || typeof value.manifestUrl !== 'string' || value.manifestUrl.trim() === '') {
    throw new Error(`Registry entry '${name}'${what} needs a non-empty manifestUrl.`);
  }
  return { manifestUrl: value.manifestUrl };
}

export function parseRegistryFile(raw: unknown): RegistryFile {
  if (!isPlainObject(raw) || !isPlainObject(raw.remotes)) throw new Error("The registry needs a top-level 'remotes' object.");
  const remotes: RegistryFile['remotes'] = {};
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(raw.remotes)) {
    const parsed: RegistryEntry = build(name, '', entry);
    for (const key of ['canary', 'previous'] as const) {
      const value = (entry as Record<string, unknown>)[key];
      if (value === undefined || value === null) continue;
      try {
        parsed[key] = build(name, `.${key}`, value);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    remotes[name] = parsed;
  }
  return problems.length ? { remotes, problems } : { remotes };
}

const BUILD_ID = /^[0-9a-f]{12}$/;

/**
 * '/remotes/catalogue/3f9a0c1d2e4b/mf-manifest.json' → '3f9a0c1d2e4b': the publish step's build id
 * is the folder the manifest sits in (12 hex, a hash of the build's files). Null for a URL that
 * names no such folder (a dev server's `http://localhost:3001/mf-manifest.json`).
 */
export function buildIdOfManifestUrl(manifestUrl: string): string | null {
  const path = manifestUrl.split(/[?#]/)[0]!.split('/');
  if (path.at(-1) !== 'mf-manifest.json') return null;
  const id = path.at(-2);
  return id !== undefined && BUILD_ID.test(id) ? id : null;
}

/**
 * The build id the registry answer names: the published id, else 12 hex of the URL's hash, so a
 * build without a published id (dev servers) still has a stable name of the same shape, one per URL
 * (the server render registers each build under its own name; failure reports name it).
 */
export function buildIdOfEntry(manifestUrl: string): string {
  return buildIdOfManifestUrl(manifestUrl) ?? createHash('sha256').update(manifestUrl).digest('hex').slice(0, 12);
}
