import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryFile } from './publish.ts';
import { ALL_BUILDS, ROOT, distDir, type Buildable } from './workspaces.ts';

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const { mtimeMs } = await stat(path.join(entry.parentPath, entry.name));
    if (mtimeMs > newest) newest = mtimeMs;
  }
  return newest;
}

async function isStale(build: Buildable, registry: RegistryFile, sharedMtime: number): Promise<boolean> {
  if (build.remote && !registry.remotes[build.remote]) return true;
  const built = await newestMtime(distDir(build));
  if (built === 0) return true;
  const sources = Math.max(await newestMtime(path.join(ROOT, build.dir, 'src')), sharedMtime);
  return sources > built;
}

/** Packages whose dist is missing, unpublished, or older than their sources or shared/. */
export async function staleBuilds(registry: RegistryFile): Promise<string[]> {
  const sharedMtime = await newestMtime(path.join(ROOT, 'shared/src'));
  const stale: string[] = [];
  for (const build of ALL_BUILDS) if (await isStale(build, registry, sharedMtime)) stale.push(build.dir);
  return stale;
}
