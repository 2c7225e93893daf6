/**
 * Issue 33 §1: several live builds per remote. GET /api/external/remotes answers per visitor: the
 * registry's canary build to the buckets, countries, languages or named buckets the
 * `release-<name>` flag chooses, the stable build to everyone else; the `trama_bucket` cookie only
 * while some remote has a canary.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();
let originalFlags: string;
beforeAll(async () => {
  originalFlags = await readFile(t.paths.flagsFile, 'utf8');
});

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'cccccccccccc';
const url = (remote: string, id: string) => `/remotes/${remote}/${id}/mf-manifest.json`;

async function registryWith(canary: boolean) {
  const catalogue = { manifestUrl: url('catalogue', STABLE), ...(canary ? { canary: { manifestUrl: url('catalogue', CANARY) } } : {}) };
  await t.write('deploy/registry.json', JSON.stringify({ remotes: { catalogue, content: { manifestUrl: url('content', '111111111111') } } }));
}

async function releaseFlag(targeting: unknown) {
  const flags = JSON.parse(originalFlags) as { flags: Record<string, unknown> };
  if (targeting !== undefined) {
    flags.flags['release-catalogue'] = { state: 'ENABLED', variants: { stable: 'stable', canary: 'canary' }, defaultVariant: 'stable', targeting };
  }
  await writeFile(t.paths.flagsFile, JSON.stringify(flags));
}

const share = (canary: number) => ({ fractional: [['canary', canary], ['stable', 100 - canary]] });

async function ask(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: '/api/external/remotes', headers });
  expect(res.statusCode).toBe(200);
  const catalogue = (res.json() as { remotes: { name: string; manifestUrl: string; buildId: string; channel: string }[] }).remotes.find((r) => r.name === 'catalogue')!;
  return { res, catalogue, setCookie: res.headers['set-cookie'] as string | undefined };
}

/** The channel of the catalogue for buckets 0..n-1. */
async function channels(n: number, headers: Record<string, string> = {}): Promise<string[]> {
  const answers: string[] = [];
  for (let bucket = 0; bucket < n; bucket++) answers.push((await ask({ ...headers, cookie: `trama_bucket=${bucket}` })).catalogue.channel);
  return answers;
}

beforeEach(async () => {
  await writeFile(t.paths.flagsFile, originalFlags);
  await registryWith(false);
});

describe('issue 33 §1 one build per visitor, chosen by the release flag', () => {
  it('[33.1] a stable-only shop sets no cookie, and its answer names the stable build (buildId, channel) and may be shared', async () => {
    await releaseFlag(share(100));
    const { res, catalogue, setCookie } = await ask();
    expect(catalogue).toEqual({ name: 'catalogue', manifestUrl: url('catalogue', STABLE), enabled: true, buildId: STABLE, channel: 'stable' });
    expect(setCookie).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    // A bucket the visitor still carries from an earlier canary changes nothing either.
    expect((await ask({ cookie: 'trama_bucket=17' })).setCookie).toBeUndefined();
  });

  it('[33.1] with a canary a visitor without a bucket gets one: a random 0–9999, HttpOnly, SameSite=Lax, the whole site, 90 days; the answer is private', async () => {
    await registryWith(true);
    await releaseFlag(share(5));
    const { res, setCookie } = await ask();
    expect(setCookie).toMatch(/^trama_bucket=(\d{1,4}); Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax$/);
    expect(Number(/=(\d+)/.exec(setCookie!)![1])).toBeLessThan(10_000);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // A visitor who has one keeps it (no new cookie); a value that is no bucket is replaced.
    expect((await ask({ cookie: 'trama_bucket=4242' })).setCookie).toBeUndefined();
    expect((await ask({ cookie: 'trama_bucket=abc' })).setCookie).toMatch(/^trama_bucket=\d{1,4};/);
    expect((await ask({ cookie: 'trama_bucket=123456' })).setCookie).toMatch(/^trama_bucket=\d{1,4};/);
  });

  it('[33.1] 0 % gives every bucket the stable build, 100 % every bucket the canary', async () => {
    await registryWith(true);
    await releaseFlag(share(0));
    expect(new Set(await channels(60))).toEqual(new Set(['stable']));
    await releaseFlag(share(100));
    expect(new Set(await channels(60))).toEqual(new Set(['canary']));
    const { catalogue } = await ask({ cookie: 'trama_bucket=3' });
    expect(catalogue).toEqual({ name: 'catalogue', manifestUrl: url('catalogue', CANARY), enabled: true, buildId: CANARY, channel: 'canary' });
  });

  it('[33.1] the same bucket always gets the same build; a share splits the buckets about as it says', async () => {
    await registryWith(true);
    await releaseFlag(share(50));
    const first = await channels(200);
    expect(await channels(200)).toEqual(first);
    const canaries = first.filter((channel) => channel === 'canary').length;
    expect(canaries).toBeGreaterThan(70);
    expect(canaries).toBeLessThan(130);
    // The bucket a new visitor was given answers as the first answer did.
    const minted = await ask();
    const bucket = /=(\d+)/.exec(minted.setCookie!)![1];
    expect((await ask({ cookie: `trama_bucket=${bucket}` })).catalogue).toEqual(minted.catalogue);
  });

  it('[33.1] a rule on the country, the language or a named list of buckets', async () => {
    await registryWith(true);
    await releaseFlag({ if: [{ '==': [{ var: 'country' }, 'FR'] }, 'canary', 'stable'] });
    expect((await ask({ cookie: 'trama_bucket=1', 'x-country-code': 'FR' })).catalogue.channel).toBe('canary');
    expect((await ask({ cookie: 'trama_bucket=1', 'x-country-code': 'IT' })).catalogue.channel).toBe('stable');
    await releaseFlag({ if: [{ '==': [{ var: 'language' }, 'de'] }, 'canary', 'stable'] });
    expect((await ask({ cookie: 'trama_bucket=1', language: 'de' })).catalogue.channel).toBe('canary');
    expect((await ask({ cookie: 'trama_bucket=1', language: 'it' })).catalogue.channel).toBe('stable');
    await releaseFlag({ if: [{ in: [{ var: 'targetingKey' }, ['17', '4242']] }, 'canary', 'stable'] });
    expect((await ask({ cookie: 'trama_bucket=17' })).catalogue.channel).toBe('canary');
    expect((await ask({ cookie: 'trama_bucket=0017' })).catalogue.channel).toBe('canary');
    expect((await ask({ cookie: 'trama_bucket=4242' })).catalogue.channel).toBe('canary');
    expect((await ask({ cookie: 'trama_bucket=18' })).catalogue.channel).toBe('stable');
  });

  it('[33.1] a canary with no release flag, or a broken one, serves everyone the stable build; a share with no canary too', async () => {
    await registryWith(true);
    await releaseFlag(undefined);
    expect(new Set(await channels(20))).toEqual(new Set(['stable']));
    await releaseFlag({ nonsense: [] });
    expect(new Set(await channels(5))).toEqual(new Set(['stable']));
    await registryWith(false);
    await releaseFlag(share(100));
    expect(new Set(await channels(20))).toEqual(new Set(['stable']));
  });

  it('[33.1] a canary on another origin is allowed by the page CSP like the stable build', async () => {
    await t.write('deploy/registry.json', JSON.stringify({ remotes: { catalogue: {
      manifestUrl: `https://cdn-a.example/remotes/catalogue/${STABLE}/mf-manifest.json`,
      canary: { manifestUrl: `https://cdn-b.example/remotes/catalogue/${CANARY}/mf-manifest.json` },
    } } }));
    expect((await t.app.remoteRegistryService.remoteOrigins()).sort()).toEqual(['https://cdn-a.example', 'https://cdn-b.example']);
  });

  it('[33.1] the server warms every live build: a remote with a canary is listed twice', async () => {
    await registryWith(true);
    const live = await t.app.remoteRegistryService.liveBuilds();
    expect(live.remotes.map((r) => [r.name, r.buildId, r.channel])).toEqual([
      ['catalogue', STABLE, 'stable'],
      ['catalogue', CANARY, 'canary'],
      ['content', '111111111111', 'stable'],
    ]);
  });
});
