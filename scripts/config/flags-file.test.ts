/**
 * config/flags.json against the storefront's flag table (storefront §9, docs/flags.md): every flag
 * in the file does something (a remote switch, a storefront flag the slices read, the API's
 * support-desk, or a remote's release flag that `npm run deploy` writes), each says what in its
 * description, and the defaults are the spec's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, FLAG_KEYS } from '@trama/shared/contract';
import { REMOTES } from '@trama/shared/federation';

interface FlagdFlag {
  state: string;
  variants: Record<string, unknown>;
  defaultVariant: string;
  metadata?: { description?: string };
}

const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../config/flags.json', import.meta.url)), 'utf8')) as { flags: Record<string, FlagdFlag> };
/** Issue 33: `release-<remote>` picks a remote's stable or canary build; written by npm run deploy. */
const RELEASE_FLAGS = new Set(Object.keys(REMOTES).map((name) => `release-${name}`));
const flags = Object.entries(file.flags);
const switches = flags.filter(([key]) => !RELEASE_FLAGS.has(key));
/** Flags only the API reads (account §7 support-desk, §4 H3 shopper-booking). */
const API_FLAGS = ['support-desk', 'shopper-booking'];

describe('config/flags.json (storefront §9)', () => {
  it('§9 every flag is a remote switch, a storefront flag (FLAG_DEFAULTS) or the API\'s support-desk: none does nothing', () => {
    const known = new Set<string>([...Object.keys(REMOTES).map((name) => `remote-${name}`), ...FLAG_KEYS, ...API_FLAGS, ...RELEASE_FLAGS]);
    expect(flags.map(([key]) => key).filter((key) => !known.has(key))).toEqual([]);
  });

  it('§9 every storefront flag is in the file, and its default variant is the spec\'s default (FLAG_DEFAULTS)', () => {
    const fileDefaults = Object.fromEntries(
      flags.filter(([key]) => (FLAG_KEYS as string[]).includes(key)).map(([key, flag]) => [key, flag.variants[flag.defaultVariant]]),
    );
    expect(fileDefaults).toEqual(FLAG_DEFAULTS);
    // The spec's own list: on personalization … affiliate script; off express … hide discount.
    expect(FLAG_KEYS.filter((key) => FLAG_DEFAULTS[key])).toEqual([
      'personalization', 'store-delivery', 'store-return', 'private-sale-popup', 'promotion-rules', 'stock-left', 'redeem-points', 'affiliate-script',
    ]);
    expect(FLAG_KEYS.filter((key) => !FLAG_DEFAULTS[key])).toEqual(['express-delivery', 'foreign-delivery', 'depot', 'hide-discount']);
  });

  it('every flag but a release flag is an enabled on/off switch that says what off or on changes', () => {
    for (const [key, flag] of switches) {
      expect(flag.state, key).toBe('ENABLED');
      expect(flag.variants, key).toEqual({ on: true, off: false });
      expect(flag.metadata?.description ?? '', key).toMatch(/\b(off|on) =/);
    }
  });

  it('[33.2] a release flag, when there is one, serves stable by default and names only the two builds', () => {
    for (const [key, flag] of flags.filter(([key]) => RELEASE_FLAGS.has(key))) {
      expect(flag.variants, key).toEqual({ stable: 'stable', canary: 'canary' });
      expect(flag.defaultVariant, key).toBe('stable');
    }
  });
});
