/**
 * Release steps on the real files (issue 33): each reads the registry and the flags, applies
 * release-plan.ts, and writes what changed, one file at a time, in the order that keeps every
 * state in between consistent (docs/composition.md):
 *
 * - start:    registry canary first (no one gets it yet, or the old share now gets the new build),
 *             then the share;
 * - share:    the flag only;
 * - promote:  registry (stable = canary, previous = old stable, no canary), then share 0;
 * - rollback: share 0 FIRST (no one gets the canary), then the registry drops it; without a
 *             canary, stable = previous.
 *
 * Writes are atomic (temp file + rename: the API, which re-reads both files on each request,
 * never sees half a file). Steps in one process run one after another (the API's auto-rollback may
 * fire on two reports at once); the deploy command is one step by one person.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@trama/shared/federation';
import {
  assertBuildId,
  assertShare,
  canRollBack,
  hasReleaseFlag,
  ReleaseError,
  releaseState,
  withCanary,
  withCanaryPromoted,
  withRollback,
  withShare,
  type ReleaseState,
} from './release-plan.ts';

export { ReleaseError, releaseFlagKey, type ReleaseState } from './release-plan.ts';

export interface ReleaseFiles {
  registryFile: string;
  flagsFile: string;
}

/** A missing file is an empty one (nothing published; no flags yet); a corrupt one is an error. */
async function readJson(file: string, empty: unknown): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return structuredClone(empty);
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReleaseError('BAD_FILE', `${file} is not valid JSON: ${(error as Error).message}`);
  }
}

let writes = 0;
/** 2-space JSON and a newline, as the files are kept by hand; temp file + rename. */
async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${++writes}.tmp`;
  await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`);
  await rename(tmp, file);
}

const readRegistry = (files: ReleaseFiles) => readJson(files.registryFile, { remotes: {} });
const readFlags = (files: ReleaseFiles) => readJson(files.flagsFile, { flags: {} });

let queue: Promise<unknown> = Promise.resolve();
/** One step at a time in this process: each reads what the one before wrote. */
function serial<T>(step: () => Promise<T>): Promise<T> {
  const run = queue.then(step, step);
  queue = run.catch(() => undefined);
  return run;
}

export async function readRelease(files: ReleaseFiles, remote: RemoteName): Promise<ReleaseState> {
  const [registry, flags] = await Promise.all([readRegistry(files), readFlags(files)]);
  return releaseState(registry, flags, remote);
}

/** Registry canary first, then the flag's share. */
export async function startCanary(files: ReleaseFiles, remote: RemoteName, buildId: string, share: number): Promise<ReleaseState> {
  assertBuildId(buildId);
  assertShare(share);
  return serial(async () => {
    await writeJson(files.registryFile, withCanary(await readRegistry(files), remote, buildId));
    await writeJson(files.flagsFile, withShare(await readFlags(files), remote, share));
    return readRelease(files, remote);
  });
}

/** The flag only (a share with no canary in the registry gives everyone stable). */
export async function setCanaryShare(files: ReleaseFiles, remote: RemoteName, share: number): Promise<ReleaseState> {
  assertShare(share);
  return serial(async () => {
    await writeJson(files.flagsFile, withShare(await readFlags(files), remote, share));
    return readRelease(files, remote);
  });
}

/** Registry: stable = canary, previous = old stable, no canary; then the flag's share 0. */
export async function promoteCanary(files: ReleaseFiles, remote: RemoteName): Promise<ReleaseState> {
  return serial(async () => {
    await writeJson(files.registryFile, withCanaryPromoted(await readRegistry(files), remote));
    const flags = await readFlags(files);
    if (hasReleaseFlag(flags, remote)) await writeJson(files.flagsFile, withShare(flags, remote, 0));
    return readRelease(files, remote);
  });
}

/**
 * The flag's share 0 FIRST (from that write on no one is served the canary), then the registry
 * drops the canary; with no canary, the previous stable comes back. `reason` is kept in the
 * flag's metadata (`lastRollback`), beside the build it names.
 *
 * `onlyCanary` (the auto-rollback's): roll back only while that build is the canary, else write
 * nothing and answer the state as it is. Two failure reports crossing the threshold at once must
 * not roll back twice (the second would take the stable back to the previous build).
 */
export async function rollbackCanary(files: ReleaseFiles, remote: RemoteName, reason: string, onlyCanary?: string): Promise<ReleaseState> {
  return serial(async () => {
    const registry = await readRegistry(files);
    if (onlyCanary !== undefined && releaseState(registry, { flags: {} }, remote).canary !== onlyCanary) return readRelease(files, remote);
    if (!canRollBack(registry, remote)) {
      throw new ReleaseError('NOTHING_TO_ROLL_BACK', `'${remote}' has neither a canary nor a previous build to roll back to.`);
    }
    const before = releaseState(registry, { flags: {} }, remote);
    const flags = await readFlags(files);
    if (hasReleaseFlag(flags, remote)) {
      const note = `${new Date().toISOString()} ${before.canary ?? before.stable ?? '?'}: ${reason}`;
      await writeJson(files.flagsFile, withShare(flags, remote, 0, note));
    }
    await writeJson(files.registryFile, withRollback(await readRegistry(files), remote));
    return readRelease(files, remote);
  });
}
