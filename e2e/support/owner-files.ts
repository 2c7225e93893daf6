/** Edits a product owner (flags.json) or a deploy team (registry.json) would make, undone after each test. */
import { readFile, writeFile } from 'node:fs/promises';
import { FLAGS_FILE, REGISTRY_FILE } from './paths.ts';

interface FlagdFile {
  flags: Record<string, { state: string; variants: Record<string, unknown>; defaultVariant: string }>;
}

interface RegistryFile {
  remotes: Record<string, { manifestUrl: string }>;
}

const originals = new Map<string, string>();

async function edit<T>(file: string, change: (data: T) => void): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (!originals.has(file)) originals.set(file, text);
  const data = JSON.parse(text) as T;
  change(data);
  await writeFile(file, JSON.stringify(data, null, 2));
}

export async function setRemoteEnabled(remote: string, enabled: boolean): Promise<void> {
  await edit<FlagdFile>(FLAGS_FILE, (flags) => {
    const flag = flags.flags[`remote-${remote}`];
    if (!flag) throw new Error(`flags.json has no remote-${remote} flag`);
    const variant = Object.entries(flag.variants).find(([, value]) => value === enabled);
    if (!variant) throw new Error(`remote-${remote} has no ${enabled} variant`);
    flag.defaultVariant = variant[0];
  });
}

/** Turns a feature flag on or off (storefront §9); the API re-reads the file on the next request. */
export async function setFlag(name: string, enabled: boolean): Promise<void> {
  await edit<FlagdFile>(FLAGS_FILE, (flags) => {
    const flag = flags.flags[name];
    if (!flag) throw new Error(`flags.json has no ${name} flag`);
    const variant = Object.entries(flag.variants).find(([, value]) => value === enabled);
    if (!variant) throw new Error(`${name} has no ${enabled} variant`);
    flag.defaultVariant = variant[0];
  });
}

export async function readRegistry(): Promise<RegistryFile> {
  return JSON.parse(await readFile(REGISTRY_FILE, 'utf8')) as RegistryFile;
}

export async function pointRemoteAt(remote: string, manifestUrl: string): Promise<void> {
  await edit<RegistryFile>(REGISTRY_FILE, (registry) => {
    registry.remotes[remote] = { manifestUrl };
  });
}

/**
 * Keeps both files as they are now, so restoreOwnerFiles also undoes what code that writes them
 * itself changed (issue 33: the release steps of api/src/domain/releases/release-files.ts).
 */
export async function keepOwnerFiles(): Promise<void> {
  for (const file of [FLAGS_FILE, REGISTRY_FILE]) if (!originals.has(file)) originals.set(file, await readFile(file, 'utf8'));
}

export async function restoreOwnerFiles(): Promise<void> {
  for (const [file, text] of originals) await writeFile(file, text);
  originals.clear();
}
