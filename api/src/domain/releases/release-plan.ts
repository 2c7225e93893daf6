/**
 * Release steps as pure functions on the two parsed JSON files (issue 33, docs/composition.md):
 * the registry (`deploy/registry.json`: which builds of a remote may serve) and the flags
 * (`config/flags.json`: `release-<remote>` decides who gets the canary). Each function answers a
 * new object and leaves its input alone; every key it does not own is kept as it was, so an
 * operator's other flags, descriptions and unknown registry fields survive a deploy.
 *
 * Which build serves: the flag's variant `canary` AND a canary in the registry → canary; anything
 * else → stable. release-files.ts orders the two writes so that every state in between is one of
 * the consistent ones (a canary in the registry that no one gets; a share for a canary that does
 * not exist yet, which gives stable).
 */
import type { RemoteName } from '@trama/shared/federation';
import { buildIdOfManifestUrl } from '../remotes/registry-file.ts';

export interface ReleaseState {
  remote: RemoteName;
  /** Build ids (null: no such build, or a URL without a published build id, such as a dev server's). */
  stable: string | null;
  canary: string | null;
  previous: string | null;
  /** % of the first `fractional` in the flag's targeting; null = no flag, or a rule without fractional. */
  canaryShare: number | null;
}

/** A release step that cannot be done on these files (the deploy command prints the message). */
export class ReleaseError extends Error {
  readonly code: 'NO_STABLE' | 'NO_CANARY' | 'NOTHING_TO_ROLL_BACK' | 'BAD_SHARE' | 'BAD_BUILD_ID' | 'BAD_FILE';
  constructor(code: ReleaseError['code'], message: string) {
    super(message);
    this.name = 'ReleaseError';
    this.code = code;
  }
}

type Json = Record<string, unknown>;

export const CANARY = 'canary';
export const STABLE = 'stable';

/** The flag that picks a remote's build (flags.json): `release-catalogue`. */
export function releaseFlagKey(remote: RemoteName): string {
  return `release-${remote}`;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => structuredClone(value);

function remotesOf(registry: unknown): Json {
  if (!isObject(registry)) throw new ReleaseError('BAD_FILE', 'The registry is not a JSON object.');
  if (registry.remotes === undefined) return {};
  if (!isObject(registry.remotes)) throw new ReleaseError('BAD_FILE', "The registry's 'remotes' is not an object.");
  return registry.remotes;
}

function flagsOf(flags: unknown): Json {
  if (!isObject(flags)) throw new ReleaseError('BAD_FILE', 'The flags file is not a JSON object.');
  if (flags.flags === undefined) return {};
  if (!isObject(flags.flags)) throw new ReleaseError('BAD_FILE', "The flags file's 'flags' is not an object.");
  return flags.flags;
}

function manifestOf(build: unknown): string | null {
  return isObject(build) && typeof build.manifestUrl === 'string' && build.manifestUrl !== '' ? build.manifestUrl : null;
}

const idOf = (build: unknown): string | null => {
  const url = manifestOf(build);
  return url === null ? null : buildIdOfManifestUrl(url);
};

export function assertShare(share: number): void {
  if (!Number.isInteger(share) || share < 0 || share > 100) throw new ReleaseError('BAD_SHARE', `A share is a whole number from 0 to 100, not ${share}.`);
}

export function assertBuildId(buildId: string): void {
  if (!/^[0-9a-f]{12}$/.test(buildId)) throw new ReleaseError('BAD_BUILD_ID', `A build id is 12 hex digits, not '${buildId}'.`);
}

/** The first `fractional` anywhere in a JsonLogic rule (depth first), or null. */
function findFractional(rule: unknown): unknown[] | null {
  if (Array.isArray(rule)) {
    for (const item of rule) {
      const found = findFractional(item);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(rule)) return null;
  if (Array.isArray(rule.fractional)) return rule.fractional;
  for (const value of Object.values(rule)) {
    const found = findFractional(value);
    if (found) return found;
  }
  return null;
}

/** The canary's % in a fractional (flagd: a bucket without a weight weighs 1). */
function canaryPercent(fractional: unknown[]): number {
  let total = 0;
  let canary = 0;
  for (const bucket of fractional) {
    if (!Array.isArray(bucket) || bucket.length === 0) continue;
    const weight = bucket.length >= 2 && Number.isInteger(bucket[1]) ? Math.max(0, bucket[1] as number) : 1;
    total += weight;
    if (bucket[0] === CANARY) canary += weight;
  }
  return total === 0 ? 0 : Math.round((canary / total) * 100);
}

export function releaseState(registry: unknown, flags: unknown, remote: RemoteName): ReleaseState {
  const entry = remotesOf(registry)[remote];
  const flag = flagsOf(flags)[releaseFlagKey(remote)];
  const fractional = isObject(flag) ? findFractional(flag.targeting) : null;
  return {
    remote,
    stable: idOf(entry),
    canary: isObject(entry) ? idOf(entry.canary) : null,
    previous: isObject(entry) ? idOf(entry.previous) : null,
    canaryShare: fractional ? canaryPercent(fractional) : null,
  };
}

/**
 * The manifest URL of another build beside the stable one: the stable URL with its build id
 * replaced (so a registry on a CDN stays on it), else the publish step's own layout.
 */
function manifestUrlBeside(stableUrl: string, remote: RemoteName, buildId: string): string {
  const stableId = buildIdOfManifestUrl(stableUrl);
  if (stableId !== null) {
    const at = stableUrl.lastIndexOf(`/${stableId}/mf-manifest.json`);
    if (at >= 0) return `${stableUrl.slice(0, at)}/${buildId}/mf-manifest.json${stableUrl.slice(at + stableId.length + 18)}`;
  }
  return `/remotes/${remote}/${buildId}/mf-manifest.json`;
}

function entryOf(remotes: Json, remote: RemoteName): Json {
  const entry = remotes[remote];
  if (!isObject(entry) || manifestOf(entry) === null) {
    throw new ReleaseError('NO_STABLE', `The registry has no stable build of '${remote}': publish one first (npm run build -- ${remote}).`);
  }
  return entry;
}

/** Registry: `buildId` becomes the remote's canary (replacing any other canary). */
export function withCanary(registry: unknown, remote: RemoteName, buildId: string): Json {
  assertBuildId(buildId);
  const next = clone(registry) as Json;
  const entry = entryOf(remotesOf(next), remote);
  entry.canary = { manifestUrl: manifestUrlBeside(manifestOf(entry)!, remote, buildId) };
  return next;
}

/** Registry: the canary becomes stable, the old stable `previous`; no canary left. */
export function withCanaryPromoted(registry: unknown, remote: RemoteName): Json {
  const next = clone(registry) as Json;
  const entry = entryOf(remotesOf(next), remote);
  const canary = manifestOf(entry.canary);
  if (canary === null) throw new ReleaseError('NO_CANARY', `'${remote}' has no canary to promote.`);
  entry.previous = { manifestUrl: manifestOf(entry)! };
  entry.manifestUrl = canary;
  delete entry.canary;
  return next;
}

/**
 * Registry rollback: with a canary, the canary goes (stable stays); without one, the previous
 * stable comes back and is no longer `previous` (rolling back twice must not bring the bad build back).
 */
export function withRollback(registry: unknown, remote: RemoteName): Json {
  const next = clone(registry) as Json;
  const entry = entryOf(remotesOf(next), remote);
  if (manifestOf(entry.canary) !== null) {
    delete entry.canary;
    return next;
  }
  const previous = manifestOf(entry.previous);
  if (previous === null) throw new ReleaseError('NOTHING_TO_ROLL_BACK', `'${remote}' has neither a canary nor a previous build to roll back to.`);
  entry.manifestUrl = previous;
  delete entry.previous;
  return next;
}

/** Whether a rollback has anything to do (a canary, or a previous stable). */
export function canRollBack(registry: unknown, remote: RemoteName): boolean {
  const entry = remotesOf(registry)[remote];
  return isObject(entry) && (manifestOf(entry.canary) !== null || manifestOf(entry.previous) !== null);
}

function newReleaseFlag(remote: RemoteName): Json {
  return {
    state: 'ENABLED',
    variants: { [STABLE]: STABLE, [CANARY]: CANARY },
    defaultVariant: STABLE,
    targeting: { fractional: [[CANARY, 0], [STABLE, 100]] },
    metadata: {
      description: `Which build of remote '${remote}' serves (issue 33): canary = the registry's canary build (when it has one), stable = its stable build. Set by npm run deploy.`,
    },
  };
}

/**
 * Flags: `share` % of the visitors (by their bucket) get the canary. The first `fractional` of the
 * flag's rule gets the new weights and the rest of the rule stays (a rule such as "Italy only, and
 * of those 5 %" keeps its condition); a rule without fractional, or no flag, becomes the plain split.
 */
export function withShare(flags: unknown, remote: RemoteName, share: number, note?: string): Json {
  assertShare(share);
  const next = clone(flags) as Json;
  if (next.flags === undefined) next.flags = {};
  const all = flagsOf(next);
  const key = releaseFlagKey(remote);
  const flag = isObject(all[key]) ? all[key] : (all[key] = newReleaseFlag(remote));
  const fractional = findFractional(flag.targeting);
  const buckets: unknown[] = [[CANARY, share], [STABLE, 100 - share]];
  if (fractional) {
    // A bucketing expression before the buckets (flagd allows one) is kept.
    const by = fractional.length > 0 && !Array.isArray(fractional[0]) ? [fractional[0]] : [];
    fractional.splice(0, fractional.length, ...by, ...buckets);
  } else {
    flag.targeting = { fractional: buckets };
  }
  if (note !== undefined) {
    flag.metadata = { ...(isObject(flag.metadata) ? flag.metadata : {}), lastRollback: note };
  }
  return next;
}

/** Whether the flags file has a release flag for this remote (a rollback only zeroes an existing one). */
export function hasReleaseFlag(flags: unknown, remote: RemoteName): boolean {
  return isObject(flagsOf(flags)[releaseFlagKey(remote)]);
}
