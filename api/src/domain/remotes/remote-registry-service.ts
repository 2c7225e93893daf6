import type { FastifyBaseLogger } from 'fastify';
import type { RemoteChannel, RemoteRegistry, RemoteRegistryEntry } from '@trama/shared/contract';
import { REMOTE_NAMES, remoteFlagKey, type RemoteName } from '@trama/shared/federation';
import { unavailable } from '../errors.ts';
import { CachedJsonFile } from '../files/cached-json-file.ts';
import type { FlagService } from '../flags/flag-service.ts';
import { evaluateFlag, isFailure } from '../flags/flag-evaluator.ts';
import type { FlagSet } from '../flags/flag-set.ts';
import { originOfUrl } from '../security/content-security-policy.ts';
import { releaseFlagKey } from '../releases/release-plan.ts';
import { buildIdOfEntry, parseRegistryFile, type RegistryEntry, type RegistryFile } from './registry-file.ts';

/**
 * Who asks (issue 33), for the `release-<name>` flags: the visitor's bucket (the `trama_bucket`
 * cookie, 0–9999, flagd's targetingKey), their country and the page's language. `country` may be
 * a function: it is only worked out when some remote has a canary.
 */
export interface ReleaseContext {
  bucket?: string | null;
  country?: string | (() => string);
  language?: string;
}

/**
 * GET /api/external/remotes = registry entries x flags (architecture §2).
 * - Only remotes that have a registry entry are listed: a remote never published has no
 *   manifest to load, so it is absent rather than listed with an empty URL. A missing registry
 *   file (nothing published yet) therefore gives an empty list, not an error.
 * - `enabled` is the remote's boolean flag `remote-<name>`; a flag that does not exist (or is
 *   DISABLED, i.e. treated as missing) leaves the remote on, like an OpenFeature code default
 *   of true. A flag that cannot be evaluated also falls back to on, with a warning logged.
 * - Entries for names the shop does not know are ignored (logged once per file version).
 * - Issue 33: a remote with a `canary` build in the registry serves it to the visitors its
 *   `release-<name>` flag gives the variant `canary` (evaluated with `{ targetingKey: bucket,
 *   country, language }`); everyone else, and everyone when the flag is missing, broken or
 *   names no canary, gets the stable build. `buildId` and `channel` say which.
 */
export class RemoteRegistryService {
  private readonly file: CachedJsonFile<RegistryFile>;
  private readonly flags: FlagService;
  private readonly log: FastifyBaseLogger;
  private warnedVersion: string | undefined;

  constructor(registryFile: string, flags: FlagService, log: FastifyBaseLogger) {
    this.file = new CachedJsonFile(registryFile, parseRegistryFile);
    this.flags = flags;
    this.log = log;
  }

  /**
   * Whether a known remote has a canary build in the registry: only then does a visitor need a
   * bucket (the cookie is set) and does a page depend on who asks (it is not shared by caches).
   * A missing or unusable registry has none.
   */
  async hasCanary(): Promise<boolean> {
    const state = await this.file.read();
    if (state.kind !== 'ok') return false;
    return REMOTE_NAMES.some((name) => state.value.remotes[name]?.canary !== undefined);
  }

  async registry(context: ReleaseContext = {}): Promise<RemoteRegistry> {
    const state = await this.file.read();
    if (state.kind === 'missing') return { remotes: [] };
    if (state.kind === 'invalid') {
      throw unavailable('REGISTRY_UNAVAILABLE', `The remote registry ${this.file.path} is unusable: ${state.error.message}`);
    }
    const entries: Record<string, RegistryEntry> = state.value.remotes;
    const unknown = Object.keys(entries).filter((name) => !(REMOTE_NAMES as string[]).includes(name));
    const { problems } = state.value;
    if ((unknown.length || problems) && this.warnedVersion !== state.version) {
      this.warnedVersion = state.version;
      if (unknown.length) this.log.warn({ unknown, file: this.file.path }, 'Registry lists remotes the shop does not know; ignored');
      if (problems) this.log.warn({ problems, file: this.file.path }, 'Registry names a canary or previous build without a manifest; left out, stable builds served');
    }
    const flagSet = await this.flags.flagSet();
    let flagContext: Record<string, unknown> | undefined;
    const contextOf = () => (flagContext ??= evaluationContext(context));
    const remotes = REMOTE_NAMES.filter((name) => Object.hasOwn(entries, name)).map((name): RemoteRegistryEntry => {
      const entry = entries[name]!;
      const channel: RemoteChannel = entry.canary && this.canaryChosen(name, flagSet, contextOf()) ? 'canary' : 'stable';
      const manifestUrl = channel === 'canary' ? entry.canary!.manifestUrl : entry.manifestUrl;
      return { name, manifestUrl, enabled: this.enabled(name, flagSet), buildId: buildIdOfEntry(manifestUrl), channel };
    });
    return { remotes };
  }

  /**
   * Every build that may serve now, one entry per build: a remote with a canary is listed twice
   * (stable, then canary). For the server render's warm-up, not for a browser.
   */
  async liveBuilds(): Promise<RemoteRegistry> {
    const state = await this.file.read();
    if (state.kind !== 'ok') return { remotes: [] };
    const flagSet = await this.flags.flagSet();
    const remotes = REMOTE_NAMES.filter((name) => Object.hasOwn(state.value.remotes, name)).flatMap((name): RemoteRegistryEntry[] => {
      const entry = state.value.remotes[name]!;
      const enabled = this.enabled(name, flagSet);
      const of = (manifestUrl: string, channel: RemoteChannel) => ({ name, manifestUrl, enabled, buildId: buildIdOfEntry(manifestUrl), channel });
      return [of(entry.manifestUrl, 'stable'), ...(entry.canary ? [of(entry.canary.manifestUrl, 'canary')] : [])];
    });
    return { remotes };
  }

  /**
   * The origins the shell loads remotes from (manifest, remoteEntry.js, chunks, CSS), for the
   * page CSP: every known remote with an absolute manifestUrl, on or off. Same-origin entries
   * (`/remotes/…`) add nothing. A missing or unusable registry gives none: the shell then loads
   * no remote anyway (/api/external/remotes answers [] or 503).
   */
  async remoteOrigins(): Promise<string[]> {
    const state = await this.file.read();
    if (state.kind !== 'ok') return [];
    // A canary may be served to anyone: its origin is allowed too.
    const origins = REMOTE_NAMES.filter((name) => Object.hasOwn(state.value.remotes, name))
      .flatMap((name) => [state.value.remotes[name]!.manifestUrl, state.value.remotes[name]!.canary?.manifestUrl ?? ''])
      .filter((url) => url !== '')
      .map((url) => originOfUrl(url))
      .filter((origin): origin is string => origin !== null);
    return [...new Set(origins)];
  }

  /** The flag's variant is `canary` for this visitor; a missing or broken flag means stable. */
  private canaryChosen(name: RemoteName, flagSet: FlagSet, context: Record<string, unknown>): boolean {
    const evaluation = evaluateFlag(flagSet, releaseFlagKey(name), context);
    if (isFailure(evaluation)) {
      if (evaluation.errorCode !== 'FLAG_NOT_FOUND') this.log.warn({ flag: evaluation.key, error: evaluation.errorDetails }, 'Release flag unusable; stable build served');
      return false;
    }
    return evaluation.variant === 'canary';
  }

  private enabled(name: RemoteName, flagSet: FlagSet): boolean {
    const evaluation = evaluateFlag(flagSet, remoteFlagKey(name), {});
    if (isFailure(evaluation)) {
      if (evaluation.errorCode !== 'FLAG_NOT_FOUND') this.log.warn({ flag: evaluation.key, error: evaluation.errorDetails }, 'Remote flag unusable; remote left on');
      return true;
    }
    if (typeof evaluation.value !== 'boolean') {
      this.log.warn({ flag: evaluation.key }, 'Remote flag is not boolean; remote left on');
      return true;
    }
    return evaluation.value;
  }
}

/** flagd's context: no bucket, no targetingKey (a `fractional` then answers the default: stable). */
function evaluationContext(context: ReleaseContext): Record<string, unknown> {
  const country = typeof context.country === 'function' ? context.country() : context.country;
  return {
    ...(context.bucket ? { targetingKey: context.bucket } : {}),
    ...(country ? { country } : {}),
    ...(context.language ? { language: context.language } : {}),
  };
}
