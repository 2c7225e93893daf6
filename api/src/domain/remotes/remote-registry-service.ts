import type { FastifyBaseLogger } from 'fastify';
import type { RemoteRegistry } from '@trama/shared/contract';
import { REMOTE_NAMES, remoteFlagKey, type RemoteName } from '@trama/shared/federation';
import { unavailable } from '../errors.ts';
import { CachedJsonFile } from '../files/cached-json-file.ts';
import type { FlagService } from '../flags/flag-service.ts';
import { evaluateFlag, isFailure } from '../flags/flag-evaluator.ts';
import type { FlagSet } from '../flags/flag-set.ts';
import { originOfUrl } from '../security/content-security-policy.ts';
import { parseRegistryFile, type RegistryFile } from './registry-file.ts';

/**
 * GET /api/external/remotes = registry entries x flags (architecture §2).
 * - Only remotes that have a registry entry are listed: a remote never published has no
 *   manifest to load, so it is absent rather than listed with an empty URL. A missing registry
 *   file (nothing published yet) therefore gives an empty list, not an error.
 * - `enabled` is the remote's boolean flag `remote-<name>`; a flag that does not exist (or is
 *   DISABLED, i.e. treated as missing) leaves the remote on, like an OpenFeature code default
 *   of true. A flag that cannot be evaluated also falls back to on, with a warning logged.
 * - Entries for names the shop does not know are ignored (logged once per file version).
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

  async registry(): Promise<RemoteRegistry> {
    const state = await this.file.read();
    if (state.kind === 'missing') return { remotes: [] };
    if (state.kind === 'invalid') {
      throw unavailable('REGISTRY_UNAVAILABLE', `The remote registry ${this.file.path} is unusable: ${state.error.message}`);
    }
    const entries = state.value.remotes;
    const unknown = Object.keys(entries).filter((name) => !(REMOTE_NAMES as string[]).includes(name));
    if (unknown.length && this.warnedVersion !== state.version) {
      this.warnedVersion = state.version;
      this.log.warn({ unknown, file: this.file.path }, 'Registry lists remotes the shop does not know; ignored');
    }
    const flagSet = await this.flags.flagSet();
    const remotes = REMOTE_NAMES.filter((name) => Object.hasOwn(entries, name)).map((name) => ({
      name,
      manifestUrl: entries[name]!.manifestUrl,
      enabled: this.enabled(name, flagSet),
    }));
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
    const origins = REMOTE_NAMES.filter((name) => Object.hasOwn(state.value.remotes, name))
      .map((name) => originOfUrl(state.value.remotes[name]!.manifestUrl))
      .filter((origin): origin is string => origin !== null);
    return [...new Set(origins)];
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
