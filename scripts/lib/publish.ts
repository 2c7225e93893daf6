/**
 * Publishing a remote = copying its dist/ under an immutable, content-addressed path and
 * pointing one registry entry at it (architecture §2). Old builds stay, so rollback is
 * re-pointing the entry.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '../../shared/src/federation/remotes.ts';
import { DEPLOY_DIR, REGISTRY_FILE } from './workspaces.ts';

/** One remote's entry: the stable build, and (issue 33, docs/composition.md) a canary and the previous stable. */
export interface RegistryEntry {
  manifestUrl: string;
  canary?: { manifestUrl: string };
  previous?: { manifestUrl: string };
  [other: string]: unknown;
}

export interface RegistryFile {
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
  [other: string]: unknown;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`])),
  );
  return nested.flat().sort();
}

/** A build id from the bytes of every file: the same build gives the same id. */
export async function buildIdOf(dist: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dist)) {
    hash.update(file);
    hash.update(await readFile(path.join(dist, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

export async function readRegistry(file = REGISTRY_FILE): Promise<RegistryFile> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RegistryFile;
  } catch {
    return { remotes: {} };
  }
}

/** Written to a temp file then renamed, so the API never reads half a file. */
export async function writeRegistry(registry: RegistryFile, file = REGISTRY_FILE): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(tmp, file);
}

export function manifestUrlFor(remote: RemoteName, buildId: string): string {
  return `/remotes/${remote}/${buildId}/mf-manifest.json`;
}

/** Copies a remote's dist into the deploy dir; returns its build id. Does not touch the registry. */
export async function uploadRemote(remote: RemoteName, dist: string): Promise<string> {
  await stat(path.join(dist, 'mf-manifest.json'));
  const buildId = await buildIdOf(dist);
  const target = path.join(DEPLOY_DIR, 'remotes', remote, buildId);
  await mkdir(path.dirname(target), { recursive: true });
  await cp(dist, target, { recursive: true, force: true });
  return buildId;
}

/**
 * Upload and point the registry entry's stable build at the new build. A canary and the previous
 * stable the deploy command recorded stay as they are (`npm run build` is not a release step: it
 * must not end a running canary nor lose the rollback target).
 */
export async function publishRemote(remote: RemoteName, dist: string, registryFile = REGISTRY_FILE): Promise<string> {
  const buildId = await uploadRemote(remote, dist);
  const registry = await readRegistry(registryFile);
  registry.remotes ??= {};
  registry.remotes[remote] = { ...registry.remotes[remote], manifestUrl: manifestUrlFor(remote, buildId) };
  await writeRegistry(registry, registryFile);
  return buildId;
}
