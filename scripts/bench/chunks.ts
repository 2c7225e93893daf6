/**
 * Which built chunks hold share-scope libraries (react, react-dom, i18next, single-spa,
 * @trama/shared/…), so the first-load JavaScript splits into shell / remote / shared.
 *
 * - A remote's mf-manifest.json lists them: `shared[].assets.js.sync|async` (authoritative).
 * - The shell is a host and emits no manifest (shell/rspack.config.ts, manifest: false), and its
 *   chunk names are bare ids (121.05c1dc01.js); its source maps say what each chunk holds (see
 *   sharedPackagesOfSources). On the remotes' builds this rule gives the manifests' answer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_DEPENDENCIES } from '../../shared/src/federation/share-scope.ts';
import { readRegistry } from '../lib/publish.ts';
import { DEPLOY_DIR, ROOT } from '../lib/workspaces.ts';

/** Served URL path (/121.05c1dc01.js, /remotes/catalogue/<id>/470.0f19ff5d.js) → share-scope packages in it. */
export type SharedChunks = Record<string, string[]>;

/** What a source-map source is: the build's own code, webpack's runtime, or a package. */
export type SourceKind = { own: true } | { own: false; pkg: string | null };

const SHARED_NAMES = Object.keys(SHARED_DEPENDENCIES);

/**
 * 'webpack://trama_shell/../node_modules/react-dom/cjs/x.js' → react-dom;
 * '…/../node_modules/@openfeature/core/dist/x.js' → @openfeature/core;
 * '…/../shared/src/bus/event-bus.ts' → @trama/shared/bus; './src/…' → own code;
 * 'webpack/runtime/…' → own (the build's runtime).
 */
export function sourceKind(source: string): SourceKind {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (modules) return { own: false, pkg: modules[1]! };
  const shared = /(?:^|\/)shared\/src\/([^/]+)\//.exec(source);
  if (shared) return { own: false, pkg: `@trama/shared/${shared[1]}` };
  if (/webpack\/runtime\//.test(source) || /(?:^|\/)\.\/src\//.test(source) || /^webpack:\/\/[^/]+\/\.\//.test(source)) return { own: true };
  return { own: false, pkg: null };
}

/** The share-scope entry a package belongs to (react-dom → react-dom; @trama/shared/ui → itself), or null. */
export function shareScopeEntry(pkg: string, sharedNames: readonly string[] = SHARED_NAMES): string | null {
  if (sharedNames.includes(pkg)) return pkg;
  return sharedNames.find((name) => name.startsWith(`${pkg}/`)) ? pkg : null;
}

/**
 * The share-scope packages of a chunk from its source-map sources, or null when the chunk is
 * not a shared chunk. It is one when it holds no code of the build itself and every package in
 * it is a share-scope package or a dependency of one (scheduler beside react-dom, tslib beside
 * rxjs). A chunk that mixes in another library is the build's own (e.g. a chunk holding
 * react-router beside a shared package).
 */
export function sharedPackagesOfSources(
  sources: readonly string[],
  sharedNames: readonly string[] = SHARED_NAMES,
  dependencies: ReadonlySet<string> = new Set(),
): string[] | null {
  const found = new Set<string>();
  for (const source of sources) {
    const kind = sourceKind(source);
    if (kind.own) return null;
    if (!kind.pkg) continue;
    const entry = shareScopeEntry(kind.pkg, sharedNames);
    if (entry) found.add(entry);
    else if (!dependencies.has(kind.pkg)) return null;
  }
  return found.size ? [...found].sort() : null;
}

/** Package names of the share scope (react-dom/client → react-dom; @trama/shared/* stays out: not under node_modules). */
export function sharedPackageRoots(sharedNames: readonly string[] = SHARED_NAMES): string[] {
  const roots = sharedNames
    .filter((name) => !name.startsWith('@trama/'))
    .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!));
  return [...new Set(roots)].sort();
}

/** Every package the roots depend on, transitively (the roots not included unless reached again). */
export function dependencyClosure(roots: readonly string[], dependenciesOf: (pkg: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.flatMap((root) => dependenciesOf(root));
  while (queue.length) {
    const pkg = queue.shift()!;
    if (seen.has(pkg)) continue;
    seen.add(pkg);
    queue.push(...dependenciesOf(pkg));
  }
  return seen;
}

function installedDependencies(pkg: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    return Object.keys(manifest.dependencies ?? {});
  } catch {
    return [];
  }
}

interface ManifestShared {
  name: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

interface Manifest {
  shared?: ManifestShared[];
  /** The exposed parcels: same shape, `name` is the expose (ProductPage, SearchBox…). */
  exposes?: ManifestShared[];
}

/** Files → packages from a remote's mf-manifest.json `shared` list. */
export function sharedChunksOfManifest(manifest: Manifest, basePath: string): SharedChunks {
  const chunks: SharedChunks = {};
  for (const entry of manifest.shared ?? []) {
    for (const file of [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]) {
      const key = `${basePath.replace(/\/+$/, '')}/${file}`;
      chunks[key] = [...new Set([...(chunks[key] ?? []), entry.name])].sort();
    }
  }
  return chunks;
}

async function shellSharedChunks(dist: string): Promise<SharedChunks> {
  const chunks: SharedChunks = {};
  if (!existsSync(dist)) return chunks;
  const dependencies = dependencyClosure(sharedPackageRoots(), installedDependencies);
  for (const file of await readdir(dist)) {
    if (!file.endsWith('.js.map')) continue;
    try {
      const map = JSON.parse(await readFile(path.join(dist, file), 'utf8')) as { sources?: string[] };
      const packages = sharedPackagesOfSources(map.sources ?? [], SHARED_NAMES, dependencies);
      if (packages) chunks[`/${file.replace(/\.map$/, '')}`] = packages;
    } catch {
      // An unreadable map: the chunk counts as the shell's own code.
    }
  }
  return chunks;
}

/** Files → the exposed parcels that load them, from a remote's mf-manifest.json `exposes` list. */
export function exposedChunksOfManifest(manifest: Manifest, basePath: string): SharedChunks {
  return sharedChunksOfManifest({ shared: manifest.exposes }, basePath);
}

/** The mf-manifest.json of every registered remote found on disk, with the URL folder it is served from. */
async function registeredManifests(): Promise<{ manifest: Manifest; basePath: string }[]> {
  const registry = await readRegistry();
  const found: { manifest: Manifest; basePath: string }[] = [];
  for (const entry of Object.values(registry.remotes)) {
    if (!entry) continue;
    const urlPath = new URL(entry.manifestUrl, 'http://x').pathname;
    const file = path.join(DEPLOY_DIR, urlPath.replace(/^\/+/, ''));
    try {
      found.push({ manifest: JSON.parse(await readFile(file, 'utf8')) as Manifest, basePath: path.posix.dirname(urlPath) });
    } catch {
      // No manifest on disk (a remote served from elsewhere): its chunks count as its own code.
    }
  }
  return found;
}

/** Shared chunks of the shell's dist and of every registered remote build, by served URL path. */
export async function loadSharedChunks(shellDist = path.join(ROOT, 'shell/dist')): Promise<SharedChunks> {
  const chunks = await shellSharedChunks(shellDist);
  for (const { manifest, basePath } of await registeredManifests()) Object.assign(chunks, sharedChunksOfManifest(manifest, basePath));
  return chunks;
}

/** Chunks of every registered remote's exposed parcels, by served URL path (→ the exposes' names). */
export async function loadExposedChunks(): Promise<SharedChunks> {
  const chunks: SharedChunks = {};
  for (const { manifest, basePath } of await registeredManifests()) Object.assign(chunks, exposedChunksOfManifest(manifest, basePath));
  return chunks;
}
