/**
 * A flagd flag file (https://flagd.dev/reference/flag-definitions/) loaded into flagd's own
 * evaluation engine, @openfeature/flagd-core: JsonLogic targeting, `$ref` to `$evaluators`,
 * `fractional`, `sem_ver`, `starts_with` / `ends_with`, flag-set metadata merged under each flag's.
 * flagd-core refuses a whole file for one structurally bad flag (unknown state, defaultVariant not
 * among the variants…); the shop keeps the others working instead: such a flag is set aside and
 * answers PARSE_ERROR on its own (docs/flags.md).
 */
import type { Logger } from '@openfeature/core';
import { FlagdCore } from '@openfeature/flagd-core';
import { isPlainObject } from '../files/cached-json-file.ts';

export interface FlagSet {
  core: FlagdCore;
  /** Flag key → why flagd-core refused that flag's definition. */
  broken: Map<string, string>;
  /** Every key of the file, in file order (DISABLED and broken ones included). */
  keys: string[];
}

const silent: Logger = { error() {}, warn() {}, info() {}, debug() {} };

/** flagd-core's ParseError says "invalid flagd flag configuration"; the reason is its cause. */
function describe(error: unknown): string {
  const { message, cause } = error as Error;
  return cause instanceof Error ? `${message}: ${cause.message}` : message;
}

/** Throws when the file as a whole is unusable; a single bad flag only breaks that flag. */
export function parseFlagSet(raw: unknown, logger: Logger = silent): FlagSet {
  // flagd-core accepts a file whose `flags` is not an object as an empty set; a flag file the
  // product owner broke that way must be refused loudly (503 FLAGS_UNAVAILABLE), not read as "no flags".
  if (!isPlainObject(raw) || !isPlainObject(raw.flags)) throw new Error("A flag file needs a top-level 'flags' object.");
  const { flags, ...rest } = raw;
  const documentWith = (subset: Record<string, unknown>) => JSON.stringify({ ...rest, flags: subset });
  const core = new FlagdCore(undefined, logger);
  const broken = new Map<string, string>();
  try {
    core.setConfigurations(documentWith(flags));
  } catch {
    // Find the culprits one by one with the same engine, then load the others together.
    const usable: Record<string, unknown> = {};
    for (const [key, flag] of Object.entries(flags)) {
      try {
        new FlagdCore(undefined, silent).setConfigurations(documentWith({ [key]: flag }));
        usable[key] = flag;
      } catch (error) {
        broken.set(key, describe(error));
      }
    }
    core.setConfigurations(documentWith(usable));
  }
  return { core, broken, keys: Object.keys(flags) };
}
