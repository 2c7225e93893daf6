/**
 * The deploy command in-process on temporary copies of the registry and the flags file: no build
 * (the build step is the context's; it answers a fixed id) and no shop (fetch is the context's).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDeploy, type DeployContext } from './deploy-command.ts';

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const url = (remote: string, id: string) => `/remotes/${remote}/${id}/mf-manifest.json`;
const repoFlags = path.resolve(import.meta.dirname, '../../config/flags.json');

let dir: string;
let files: { registryFile: string; flagsFile: string };
let built: string[];
let fetched: { url: string; headers: Record<string, string> }[];
let answer: (() => Response) | null;
let out: string[];
let err: string[];

function context(): DeployContext {
  return {
    files,
    async buildAndUpload(target) {
      built.push(target.dir);
      return CANARY;
    },
    status: {
      shopUrl: 'http://shop.test:8080',
      teamToken: 'team-secret',
      fetch: (async (input: URL, init?: RequestInit) => {
        fetched.push({ url: String(input), headers: init?.headers as Record<string, string> });
        if (!answer) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:8080') });
        return answer();
      }) as typeof fetch,
    },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
}

const deploy = (...argv: string[]) => runDeploy(argv, context());
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
const snapshot = async () => ({ registry: await readFile(files.registryFile, 'utf8'), flags: await readFile(files.flagsFile, 'utf8') });

/** Both files minus the catalogue's entry and its release flag: what no command may touch. */
async function untouchedParts() {
  const registry = await readJson(files.registryFile);
  const flags = await readJson(files.flagsFile);
  const { catalogue: _entry, ...otherRemotes } = registry.remotes!;
  const { 'release-catalogue': _flag, ...otherFlags } = flags.flags!;
  return { registry: { ...registry, remotes: otherRemotes }, flags: { ...flags, flags: otherFlags } };
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'trama-deploy-'));
  files = { registryFile: path.join(dir, 'registry.json'), flagsFile: path.join(dir, 'flags.json') };
  await writeFile(
    files.registryFile,
    `${JSON.stringify({ remotes: { catalogue: { manifestUrl: url('catalogue', STABLE) }, basket: { manifestUrl: url('basket', 'cccccccccccc') } } }, null, 2)}\n`,
  );
  await writeFile(files.flagsFile, await readFile(repoFlags, 'utf8'));
  built = [];
  fetched = [];
  answer = null;
  out = [];
  err = [];
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('[33.2] npm run deploy on the release files', () => {
  it('[33.2] --canary builds that remote only, publishes it beside the stable build (the stable entry stays) and starts the share', async () => {
    const others = await untouchedParts();
    expect(await deploy('mf-catalogue', '--canary', '5')).toBe(0);
    expect(built).toEqual(['mf-catalogue']);
    const registry = await readJson(files.registryFile);
    expect(registry.remotes!.catalogue).toMatchObject({ manifestUrl: url('catalogue', STABLE), canary: { manifestUrl: url('catalogue', CANARY) } });
    const flag = (await readJson(files.flagsFile)).flags!['release-catalogue'] as { targeting: unknown; defaultVariant: string };
    expect(flag.defaultVariant).toBe('stable');
    expect(JSON.stringify(flag.targeting)).toContain('"fractional"');
    expect(await untouchedParts()).toEqual(others);
    expect(out.join('\n')).toMatch(/remote\s+stable\s+canary\s+share\s+previous\ncatalogue\s+aaaaaaaaaaaa\s+bbbbbbbbbbbb\s+5 %\s+—/);
  });

  it('[33.2] --share widens the running canary, --promote makes it stable (old stable kept as previous), each one change and the rest untouched', async () => {
    await deploy('catalogue', '--canary', '5');
    const others = await untouchedParts();
    const registryBefore = await readFile(files.registryFile, 'utf8');

    expect(await deploy('catalogue', '--share', '50')).toBe(0);
    expect(await readFile(files.registryFile, 'utf8')).toBe(registryBefore); // a share is the flag alone
    expect(out.at(-1)).toMatch(/catalogue\s+aaaaaaaaaaaa\s+bbbbbbbbbbbb\s+50 %/);

    expect(await deploy('catalogue', '--promote')).toBe(0);
    const entry = (await readJson(files.registryFile)).remotes!.catalogue!;
    expect(entry.manifestUrl).toBe(url('catalogue', CANARY));
    expect(entry.previous).toEqual({ manifestUrl: url('catalogue', STABLE) });
    expect(entry.canary).toBeUndefined();
    expect(out.at(-1)).toMatch(/catalogue\s+bbbbbbbbbbbb\s+—\s+0 %\s+aaaaaaaaaaaa/);
    expect(await untouchedParts()).toEqual(others);
    expect(built).toEqual(['mf-catalogue']); // only --canary builds
  });

  it('[33.2] --rollback withdraws the canary for everyone; a second --rollback goes back to the previous stable build', async () => {
    await deploy('catalogue', '--canary', '20');
    expect(await deploy('catalogue', '--rollback')).toBe(0);
    let entry = (await readJson(files.registryFile)).remotes!.catalogue!;
    expect(entry).toMatchObject({ manifestUrl: url('catalogue', STABLE) });
    expect(entry.canary).toBeUndefined();
    expect(out.at(-1)).toMatch(/withdrawn/);

    await deploy('catalogue', '--canary', '20');
    await deploy('catalogue', '--promote');
    expect(await deploy('catalogue', '--rollback')).toBe(0);
    entry = (await readJson(files.registryFile)).remotes!.catalogue!;
    expect(entry.manifestUrl).toBe(url('catalogue', STABLE));
    expect(out.at(-1)).toMatch(/back on the previous build aaaaaaaaaaaa/);
  });

  it('[33.2] a new --canary replaces the running one; --share keeps a product owner\'s condition around the fractional; a rule without one shows as "by rule"', async () => {
    await deploy('catalogue', '--canary', '5');
    const next = { ...context(), buildAndUpload: async () => 'dddddddddddd' };
    expect(await runDeploy(['catalogue', '--canary', '5'], next)).toBe(0);
    expect(out.at(-1)).toMatch(/It replaces the canary bbbbbbbbbbbb/);

    const flags = await readJson(files.flagsFile);
    const italyOnly = { if: [{ '==': [{ var: 'country' }, 'IT'] }, { fractional: [['canary', 10], ['stable', 90]] }, 'stable'] };
    flags.flags!['release-catalogue']!.targeting = italyOnly;
    await writeFile(files.flagsFile, `${JSON.stringify(flags, null, 2)}\n`);
    expect(await deploy('catalogue', '--share', '30')).toBe(0);
    expect((await readJson(files.flagsFile)).flags!['release-catalogue']!.targeting).toEqual({
      if: [{ '==': [{ var: 'country' }, 'IT'] }, { fractional: [['canary', 30], ['stable', 70]] }, 'stable'],
    });

    flags.flags!['release-catalogue']!.targeting = { if: [{ in: [{ var: 'targetingKey' }, ['17', '4242']] }, 'canary', 'stable'] };
    await writeFile(files.flagsFile, `${JSON.stringify(flags, null, 2)}\n`);
    expect(await deploy('catalogue', '--status')).toBe(0);
    expect(out.at(-1)).toMatch(/catalogue\s+aaaaaaaaaaaa\s+dddddddddddd\s+by rule/);
  });

  it('[33.2] the flags file keeps its formatting: 2-space JSON and a final newline', async () => {
    await deploy('catalogue', '--canary', '5');
    const text = await readFile(files.flagsFile, 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });

  it('[33.2] refuses, with exit 2 and nothing written: bad arguments, --share/--promote without a canary, --rollback with nothing to go back to, a remote with no stable build', async () => {
    const before = await snapshot();
    const refusals: [string[], RegExp][] = [
      [['catalogue', '--share', '101'], /whole percent/],
      [['catalogue', '--canary', '5', '--rollback'], /One action at a time/],
      [['mf-nowhere', '--status'], /Unknown remote/],
      [['catalogue', '--share', '50'], /no canary to widen/],
      [['catalogue', '--promote'], /no canary to promote/],
      [['catalogue', '--rollback'], /nothing to roll back/],
      [['stores', '--canary', '5'], /no stable build.*npm run build -- mf-stores/],
    ];
    for (const [argv, message] of refusals) {
      err = [];
      expect(await deploy(...argv), argv.join(' ')).toBe(2);
      expect(err.join('\n'), argv.join(' ')).toMatch(message);
    }
    expect(built).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('[33.2] a failed build changes nothing (exit 1); a build equal to the stable one is refused', async () => {
    const before = await snapshot();
    const failing = { ...context(), buildAndUpload: async () => { throw new Error('Build of mf-catalogue failed (exit 1)'); } };
    expect(await runDeploy(['catalogue', '--canary', '5'], failing)).toBe(1);
    const same = { ...context(), buildAndUpload: async () => STABLE };
    expect(await runDeploy(['catalogue', '--canary', '5'], same)).toBe(2);
    expect(err.join('\n')).toMatch(/stable build \(aaaaaaaaaaaa\) already/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('[33.2] npm run deploy --status', () => {
  it('[33.2] prints per build mounts, failures, failure rate and share from the running shop, with the team token', async () => {
    await deploy('catalogue', '--canary', '10');
    answer = () =>
      Response.json({
        windowMinutes: 60,
        autoRollback: { failureThreshold: 0.2, minRequests: 20, windowMinutes: 10 },
        remotes: [
          {
            remote: 'catalogue',
            stable: STABLE,
            canary: CANARY,
            previous: null,
            canaryShare: 10,
            builds: [
              { buildId: STABLE, channel: 'stable', requests: 1000, mounts: 990, loadFailures: 4, renderFailures: 5, serverFaults: 1, failures: 10, failureRate: 0.01 },
              { buildId: CANARY, channel: 'canary', requests: 100, mounts: 75, loadFailures: 0, renderFailures: 20, serverFaults: 5, failures: 25, failureRate: 0.25 },
            ],
          },
          { remote: 'basket', stable: 'cccccccccccc', canary: null, previous: null, canaryShare: null, builds: [] },
        ],
        events: [
          { at: '2026-11-29T13:00:00.000Z', remote: 'basket', buildId: 'dddddddddddd', action: 'auto-rollback', reason: 'not this remote', numbers: {} },
          { at: '2026-11-29T13:05:00.000Z', remote: 'catalogue', buildId: 'eeeeeeeeeeee', action: 'auto-rollback', reason: 'failure rate 0.5 of 40 requests', numbers: {} },
        ],
      });
    expect(await deploy('catalogue', '--status')).toBe(0);
    expect(fetched).toEqual([{ url: 'http://shop.test:8080/api/dev/releases', headers: { accept: 'application/json', authorization: 'Bearer team-secret' } }]);
    const text = out.at(-1)!;
    expect(text).toMatch(/catalogue\s+aaaaaaaaaaaa\s+bbbbbbbbbbbb\s+10 %/);
    expect(text).toMatch(/bbbbbbbbbbbb\s+canary\s+100\s+75\s+25\s+0\s+20\s+5\s+25\.0 %/);
    expect(text).toMatch(/aaaaaaaaaaaa\s+stable\s+1000\s+990\s+10\s+4\s+5\s+1\s+1\.0 %/);
    expect(text.indexOf('bbbbbbbbbbbb  canary')).toBeLessThan(text.indexOf('aaaaaaaaaaaa  stable'));
    expect(text).toMatch(/last 60 minutes/);
    expect(text).toMatch(/reaches 20\.0 % with at least 20 requests in the last 10 minutes/);
    expect(text).toMatch(/2026-11-29 13:05:00\s+auto-rollback\s+eeeeeeeeeeee\s+failure rate 0\.5 of 40 requests/);
    expect(text).not.toMatch(/not this remote/);
  });

  it('[33.2] without a shop answering it prints the files\' state and says the counts need the shop running', async () => {
    await deploy('catalogue', '--canary', '5');
    expect(await deploy('catalogue', '--status')).toBe(0);
    expect(out.at(-1)).toMatch(/catalogue\s+aaaaaaaaaaaa\s+bbbbbbbbbbbb\s+5 %/);
    expect(out.at(-1)).toMatch(/did not answer \(connect ECONNREFUSED.*need the shop running/s);

    answer = () => new Response('not found', { status: 404 });
    expect(await deploy('catalogue', '--status')).toBe(1);
    expect(err.at(-1)).toMatch(/answered 404.*TEAM_TOKEN/);
  });
});
