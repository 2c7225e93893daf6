/** Parsing of a flagd flag file (https://flagd.dev/reference/flag-definitions/). */
import { isPlainObject } from '../files/cached-json-file.ts';

export type FlagValue = boolean | string | number | Record<string, unknown> | unknown[];
export type FlagMetadata = Record<string, boolean | string | number>;

export interface FlagDefinition {
  state: 'ENABLED' | 'DISABLED';
  variants: Record<string, FlagValue>;
  defaultVariant: string;
  /** Absent or {} means no targeting (reason STATIC). */
  targeting: Record<string, unknown> | null;
  metadata: FlagMetadata;
}

/** A flag whose definition is broken: evaluating it answers PARSE_ERROR, the others still work. */
export interface BrokenFlag {
  broken: string;
}

export interface FlagSet {
  flags: Map<string, FlagDefinition | BrokenFlag>;
  evaluators: Record<string, unknown>;
}

function metadataOf(raw: unknown): FlagMetadata {
  if (!isPlainObject(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, boolean | string | number] => ['boolean', 'string', 'number'].includes(typeof entry[1]),
    ),
  );
}

function parseFlag(raw: unknown, setMetadata: FlagMetadata): FlagDefinition | BrokenFlag {
  if (!isPlainObject(raw)) return { broken: 'The flag definition is not an object.' };
  const { state, variants, defaultVariant, targeting } = raw;
  if (state !== 'ENABLED' && state !== 'DISABLED') return { broken: "state must be 'ENABLED' or 'DISABLED'." };
  if (!isPlainObject(variants) || Object.keys(variants).length === 0) return { broken: 'variants must be a non-empty object.' };
  if (typeof defaultVariant !== 'string' || !Object.hasOwn(variants, defaultVariant)) {
    return { broken: `defaultVariant '${String(defaultVariant)}' is not one of the variants.` };
  }
  if (targeting !== undefined && targeting !== null && !isPlainObject(targeting)) return { broken: 'targeting must be an object.' };
  const hasTargeting = isPlainObject(targeting) && Object.keys(targeting).length > 0;
  return {
    state,
    variants: variants as Record<string, FlagValue>,
    defaultVariant,
    targeting: hasTargeting ? targeting : null,
    metadata: { ...setMetadata, ...metadataOf(raw.metadata) },
  };
}

/** Throws when the file as a whole is unusable; a single bad flag only breaks that flag. */
export function parseFlagSet(raw: unknown): FlagSet {
  if (!isPlainObject(raw) || !isPlainObject(raw.flags)) throw new Error("A flag file needs a top-level 'flags' object.");
  const setMetadata = metadataOf(raw.metadata);
  const evaluators = isPlainObject(raw.$evaluators) ? raw.$evaluators : {};
  const flags = new Map(Object.entries(raw.flags).map(([key, flag]) => [key, parseFlag(flag, setMetadata)] as const));
  return { flags, evaluators };
}
