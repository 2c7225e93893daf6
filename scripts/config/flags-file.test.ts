/**
 * config/flags.json against the storefront's flag table (storefront §9, docs/flags.md): every flag
 * in the file does something (a remote switch, a storefront flag the slices read, the API's
 * support-desk and shopper-booking, or a remote's release flag), each says what in its
 * description, and the defaults are the spec's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, FLAG_KEYS } from '@trama/shared/contract';
import { REMOTES } from '@trama/shared/federation';
import { evaluateFlag, isFailure } from '../../api/src/domain/flags/flag-evaluator.ts';
import { parseFlagSet } from '../../api/src/domain/flags/flag-set.ts';
import { withShare } from '../../api/src/domain/releases/release-plan.ts';

interface FlagdFlag {
  state: string;
  variants: Record<string, unknown>;
  defaultVariant: string;
  metadata?: { description?: string };
  targeting?: unknown;
}

const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../config/flags.json', import.meta.url)), 'utf8')) as { flags: Record<string, FlagdFlag> };
const flags = Object.entries(file.flags);
/** Flags only the API reads (account §7 support-desk, §4 H3 shopper-booking). */
const API_FLAGS = ['support-desk', 'shopper-booking'];
/** Issue 33: `release-<remote>` picks the build a visitor is served (docs/flags.md); written by `npm run deploy`. */
const RELEASE_FLAGS = Object.keys(REMOTES).map((name) => `release-${name}`);
const isRelease = (key: string) => RELEASE_FLAGS.includes(key);

/**
 * What is wrong with a release flag: it must be ENABLED with the variants stable and canary,
 * stable by default, and its rule must answer one of them (or nothing: the default) for any
 * visitor — a bucket, a country, a language — as flagd evaluates it.
 */
function releaseFlagProblems(key: string, flag: FlagdFlag): string[] {
  const problems: string[] = [];
  if (flag.state !== 'ENABLED') problems.push('not ENABLED');
  if (JSON.stringify(flag.variants) !== JSON.stringify({ stable: 'stable', canary: 'canary' })) problems.push('variants are not { stable, canary }');
  if (flag.defaultVariant !== 'stable') problems.push('defaultVariant is not stable');
  if (problems.length) return problems;
  const set = parseFlagSet({ flags: { [key]: flag } });
  for (let bucket = 0; bucket < 100; bucket++) {
    for (const [country, language] of [['IT', 'it'], ['FR', 'fr'], ['DE', 'de'], [undefined, undefined]]) {
      const evaluation = evaluateFlag(set, key, { targetingKey: String(bucket * 97), country, language });
      if (isFailure(evaluation)) return [`${evaluation.errorCode}: ${evaluation.errorDetails}`];
      if (evaluation.value !== 'stable' && evaluation.value !== 'canary') return [`answers ${JSON.stringify(evaluation.value)}`];
    }
  }
  return [];
}

const releaseFlag = (targeting?: unknown): FlagdFlag => ({
  state: 'ENABLED',
  variants: { stable: 'stable', canary: 'canary' },
  defaultVariant: 'stable',
  ...(targeting === undefined ? {} : { targeting }),
  metadata: { description: 'canary = …' },
});

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

  it('every flag but the release flags is an enabled on/off switch that says what off or on changes', () => {
    for (const [key, flag] of flags.filter(([name]) => !isRelease(name))) {
      expect(flag.state, key).toBe('ENABLED');
      expect(flag.variants, key).toEqual({ on: true, off: false });
      expect(flag.metadata?.description ?? '', key).toMatch(/\b(off|on) =/);
    }
  });

  it('[33.1] a release flag picks stable or canary for any visitor, stable by default, and says what canary means', () => {
    for (const [key, flag] of flags.filter(([name]) => isRelease(name))) {
      expect(releaseFlagProblems(key, flag), key).toEqual([]);
      expect(flag.metadata?.description ?? '', key).toMatch(/\bcanary =/);
    }
  });

  it('[33.1] release flags as the deploy command and product owners write them pass; a wrong one does not', () => {
    const good = [
      releaseFlag(),
      releaseFlag({ fractional: [['canary', 5], ['stable', 95]] }),
      releaseFlag({ fractional: [['canary', 0], ['stable', 100]] }),
      releaseFlag({ if: [{ '==': [{ var: 'country' }, 'FR'] }, 'canary', 'stable'] }),
      releaseFlag({ if: [{ '==': [{ var: 'language' }, 'de'] }, { fractional: [['canary', 50], ['stable', 50]] }, null] }),
      releaseFlag({ if: [{ in: [{ var: 'targetingKey' }, ['17', '4242']] }, 'canary', 'stable'] }),
    ];
    // The one `npm run deploy -- mf-catalogue --canary 5` writes.
    const written = (withShare({ flags: {} }, 'catalogue', 5).flags as Record<string, FlagdFlag>)['release-catalogue']!;
    expect(written.metadata?.description).toMatch(/\bcanary =/);
    good.push(written);
    for (const flag of good) expect(releaseFlagProblems('release-catalogue', flag), JSON.stringify(flag.targeting)).toEqual([]);
    expect(releaseFlagProblems('release-catalogue', { ...releaseFlag(), variants: { on: true, off: false }, defaultVariant: 'off' })).not.toEqual([]);
    expect(releaseFlagProblems('release-catalogue', { ...releaseFlag(), defaultVariant: 'canary' })).toEqual(['defaultVariant is not stable']);
    expect(releaseFlagProblems('release-catalogue', releaseFlag({ fractional: [['beta', 5], ['stable', 95]] }))).not.toEqual([]);
  });
});
