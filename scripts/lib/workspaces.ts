/** Where things are: one place for the scripts' paths and the list of buildable packages. */
import path from 'node:path';
import { REMOTES, type RemoteName } from '../../shared/src/federation/remotes.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEPLOY_DIR = process.env.DEPLOY_DIR ?? path.join(ROOT, 'deploy');
export const REGISTRY_FILE = process.env.REMOTE_REGISTRY_FILE ?? path.join(DEPLOY_DIR, 'registry.json');

export interface Buildable {
  /** Workspace directory name, e.g. 'mf-catalogue'. */
  dir: string;
  /** Remote name for remotes; null for the shell. */
  remote: RemoteName | null;
}

export const REMOTE_BUILDS: Buildable[] = (Object.keys(REMOTES) as RemoteName[]).map((remote) => ({
  dir: REMOTES[remote].packageDir,
  remote,
}));

export const ALL_BUILDS: Buildable[] = [{ dir: 'shell', remote: null }, ...REMOTE_BUILDS];

export function distDir(build: Buildable): string {
  return path.join(ROOT, build.dir, 'dist');
}
