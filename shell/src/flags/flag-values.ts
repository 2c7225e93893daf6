/**
 * Storefront §9 flags as the `flags` fact carries them: only the flags the storefront reads
 * (FLAG_KEYS) with a boolean value; a flag the flag service could not evaluate is left out, so its
 * FLAG_DEFAULTS value applies (contract 1.9). Shared by the browser (OpenFeature) and the server
 * render (the OFREP bulk answer), so both publish the same shape.
 */
import { FLAG_KEYS, type FlagKey, type FlagValues } from '@trama/shared/contract';

const isFlagKey = (key: unknown): key is FlagKey => FLAG_KEYS.includes(key as FlagKey);

/** `{ flags: [{ key, value }…] }` (OFREP bulk evaluation) → FlagValues; anything else → {}. */
export function flagValuesOfOfrep(body: unknown): FlagValues {
  const entries = (body as { flags?: unknown } | null)?.flags;
  const values: FlagValues = {};
  if (!Array.isArray(entries)) return values;
  for (const entry of entries as { key?: unknown; value?: unknown }[]) {
    if (isFlagKey(entry?.key) && typeof entry.value === 'boolean') values[entry.key] = entry.value;
  }
  return values;
}

/** The subset of an OpenFeature client the shell needs (kept small: tests pass a double). */
export interface BooleanFlagClient {
  getBooleanDetails(key: string, defaultValue: boolean): { value: boolean; errorCode?: string };
}

/** Every storefront flag from an OpenFeature client; a flag that failed to evaluate is left out. */
export function flagValuesOfClient(client: BooleanFlagClient): FlagValues {
  const values: FlagValues = {};
  for (const key of FLAG_KEYS) {
    try {
      const details = client.getBooleanDetails(key, false);
      if (!details.errorCode) values[key] = details.value;
    } catch {
      // Left out: its default applies.
    }
  }
  return values;
}

export const sameFlags = (a: FlagValues | undefined, b: FlagValues): boolean =>
  a !== undefined && FLAG_KEYS.every((key) => a[key] === b[key]);
