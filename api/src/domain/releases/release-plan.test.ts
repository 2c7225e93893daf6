import { describe, expect, it } from 'vitest';
import { evaluateFlag, isFailure } from '../flags/flag-evaluator.ts';
import { parseFlagSet } from '../flags/flag-set.ts';
import { buildIdOfManifestUrl, buildIdOfEntry } from '../remotes/registry-file.ts';
import { releaseState, ReleaseError, withCanary, withCanaryPromoted, withRollback, withShare } from './release-plan.ts';

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'cccccccccccc';
const OLD = '000000000000';
const url = (id: string) => `/remotes/catalogue/${id}/mf-manifest.json`;

const registry = () => ({
  note: 'kept',
  remotes: {
    catalogue: { manifestUrl: url(STABLE), team: 'catalogue-team' },
    content: { manifestUrl: '/remotes/content/111111111111/mf-manifest.json' },
  },
});
const flags = () => ({
  $schema: 'https://flagd.dev/schema/v0/flags.json',
  flags: {
    'remote-catalogue': { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'on' },
  },
});

/** What 1,000 buckets are served, by the rule of issue 33: variant canary AND a canary in the registry. */
function servedShare(reg: unknown, fl: unknown): number {
  const set = parseFlagSet(fl);
  const entry = (reg as { remotes: Record<string, { canary?: unknown }> }).remotes.catalogue!;
  let canary = 0;
  for (let bucket = 0; bucket < 1000; bucket++) {
    const evaluation = evaluateFlag(set, 'release-catalogue', { targetingKey: String(bucket) });
    if (!isFailure(evaluation) && evaluation.value === 'canary' && entry.canary) canary++;
  }
  return canary / 10;
}

describe('release plan (issue 33.2)', () => {
  it('[33.2] buildIdOfManifestUrl reads the build folder; other URLs have none, but a stable id of the same shape', () => {
    expect(buildIdOfManifestUrl(url(STABLE))).toBe(STABLE);
    expect(buildIdOfManifestUrl(`https://cdn.example/remotes/catalogue/${STABLE}/mf-manifest.json?v=1`)).toBe(STABLE);
    expect(buildIdOfManifestUrl('http://localhost:3001/mf-manifest.json')).toBeNull();
    expect(buildIdOfManifestUrl('/remotes/catalogue/a1/mf-manifest.json')).toBeNull();
    expect(buildIdOfEntry('http://localhost:3001/mf-manifest.json')).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIdOfEntry('http://localhost:3001/mf-manifest.json')).not.toBe(buildIdOfEntry('http://localhost:3002/mf-manifest.json'));
  });

  it('[33.2] a canary is written beside the stable build (same origin and layout) and every other key stays', () => {
    const cdn = { remotes: { catalogue: { manifestUrl: `https://cdn.example/r/catalogue/${STABLE}/mf-manifest.json` } } };
    expect(withCanary(cdn, 'catalogue', CANARY).remotes).toEqual({
      catalogue: { manifestUrl: cdn.remotes.catalogue.manifestUrl, canary: { manifestUrl: `https://cdn.example/r/catalogue/${CANARY}/mf-manifest.json` } },
    });
    const before = registry();
    const next = withCanary(before, 'catalogue', CANARY);
    expect(before).toEqual(registry());
    expect(next).toEqual({ ...registry(), remotes: { ...registry().remotes, catalogue: { ...registry().remotes.catalogue, canary: { manifestUrl: url(CANARY) } } } });
    expect(releaseState(next, flags(), 'catalogue')).toEqual({ remote: 'catalogue', stable: STABLE, canary: CANARY, previous: null, canaryShare: null });
  });

  it('[33.2] a share creates the release flag (stable by default) or rewrites only its first fractional', () => {
    const created = withShare(flags(), 'catalogue', 5);
    expect(created.$schema).toBe(flags().$schema);
    expect((created.flags as Record<string, unknown>)['remote-catalogue']).toEqual(flags().flags['remote-catalogue']);
    expect((created.flags as Record<string, unknown>)['release-catalogue']).toMatchObject({
      state: 'ENABLED', variants: { stable: 'stable', canary: 'canary' }, defaultVariant: 'stable', targeting: { fractional: [['canary', 5], ['stable', 95]] },
    });
    // A rule with a condition keeps it: Italy only, and of those a share.
    const italy = { flags: { 'release-catalogue': { state: 'ENABLED', variants: { stable: 'stable', canary: 'canary' }, defaultVariant: 'stable', metadata: { description: 'mine' },
      targeting: { if: [{ '==': [{ var: 'country' }, 'IT'] }, { fractional: [{ var: 'targetingKey' }, ['canary', 1], ['stable', 3]] }, 'stable'] } } } };
    expect(releaseState(registry(), italy, 'catalogue').canaryShare).toBe(25);
    const fifty = withShare(italy, 'catalogue', 50);
    expect(fifty).toEqual({ flags: { 'release-catalogue': { ...italy.flags['release-catalogue'],
      targeting: { if: [{ '==': [{ var: 'country' }, 'IT'] }, { fractional: [{ var: 'targetingKey' }, ['canary', 50], ['stable', 50]] }, 'stable'] } } } });
    // A named list has no share: null, and a share replaces the rule.
    const named = { flags: { 'release-catalogue': { ...italy.flags['release-catalogue'], targeting: { if: [{ in: [{ var: 'targetingKey' }, ['17', '4242']] }, 'canary', null] } } } };
    expect(releaseState(registry(), named, 'catalogue').canaryShare).toBeNull();
    expect(withShare(named, 'catalogue', 0).flags).toMatchObject({ 'release-catalogue': { targeting: { fractional: [['canary', 0], ['stable', 100]] } } });
    expect(() => withShare(flags(), 'catalogue', 101)).toThrow(ReleaseError);
    expect(() => withShare(flags(), 'catalogue', 2.5)).toThrow(/whole number/);
  });

  it('[33.1] 0 % and 100 % shares serve no one and everyone the canary; the flag without a canary serves stable', () => {
    const withIt = withCanary(registry(), 'catalogue', CANARY);
    expect(servedShare(withIt, withShare(flags(), 'catalogue', 0))).toBe(0);
    expect(servedShare(withIt, withShare(flags(), 'catalogue', 100))).toBe(100);
    const five = servedShare(withIt, withShare(flags(), 'catalogue', 5));
    expect(five).toBeGreaterThan(2);
    expect(five).toBeLessThan(9);
    expect(servedShare(registry(), withShare(flags(), 'catalogue', 100))).toBe(0);
  });

  it('[33.2] promote keeps the old stable as previous and ends the canary', () => {
    const promoted = withCanaryPromoted(withCanary(registry(), 'catalogue', CANARY), 'catalogue');
    expect(promoted.remotes).toEqual({ ...registry().remotes, catalogue: { manifestUrl: url(CANARY), team: 'catalogue-team', previous: { manifestUrl: url(STABLE) } } });
    expect(() => withCanaryPromoted(registry(), 'catalogue')).toThrow(/no canary/);
  });

  it('[33.2] rollback drops a canary; without one it brings the previous stable back, once', () => {
    const both = { remotes: { catalogue: { manifestUrl: url(STABLE), canary: { manifestUrl: url(CANARY) }, previous: { manifestUrl: url(OLD) } } } };
    expect(withRollback(both, 'catalogue')).toEqual({ remotes: { catalogue: { manifestUrl: url(STABLE), previous: { manifestUrl: url(OLD) } } } });
    const back = withRollback(withRollback(both, 'catalogue'), 'catalogue');
    expect(back).toEqual({ remotes: { catalogue: { manifestUrl: url(OLD) } } });
    expect(() => withRollback(back, 'catalogue')).toThrow(ReleaseError);
  });

  it('[33.2] a remote that was never published cannot get a canary', () => {
    expect(() => withCanary(registry(), 'stores', CANARY)).toThrow(/npm run build -- stores/);
    expect(() => withCanary(registry(), 'catalogue', 'nothex')).toThrow(/12 hex/);
  });
});
