/**
 * Issue 33 §3: a canary whose failure rate crosses the threshold is rolled back by itself (flag share
 * 0, registry without canary), logged and kept as a release event; a stable build's failures never
 * roll anything back; under the minimum nothing happens. And the status the team reads.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile({ auth: { rateLimits: { remoteReportsPerIp: 10_000 } } });

const manifest = (build: string) => `/remotes/catalogue/${build}/mf-manifest.json`;
let ids = 0;
/** A fresh 12-hex build id per test: the counts of one test never reach another's. */
const newBuild = () => `${(0xc0ffee000000 + ++ids * 4099).toString(16)}`;

let originalFlags: string;
beforeAll(async () => {
  originalFlags = await readFile(t.paths.flagsFile, 'utf8');
});

/** Registry: catalogue's stable build, a canary and a previous one; the release flag at `share` %. */
async function startCanary(stable: string, canary: string, share = 5) {
  await t.write(
    'deploy/registry.json',
    `${JSON.stringify({ remotes: { catalogue: { manifestUrl: manifest(stable), canary: { manifestUrl: manifest(canary) }, previous: { manifestUrl: manifest('0000000000aa') } } } }, null, 2)}\n`,
  );
  const flags = JSON.parse(originalFlags);
  flags.flags['release-catalogue'] = {
    state: 'ENABLED',
    variants: { stable: 'stable', canary: 'canary' },
    defaultVariant: 'stable',
    targeting: { fractional: [['canary', share], ['stable', 100 - share]] },
  };
  await writeFile(t.paths.flagsFile, `${JSON.stringify(flags, null, 2)}\n`);
}

const registry = async () => JSON.parse(await readFile(t.paths.registryFile, 'utf8'));
const releaseFlag = async () => JSON.parse(await readFile(t.paths.flagsFile, 'utf8')).flags['release-catalogue'];

/** Sends `mounts` mounts and `failures` failures of one build, in batches of at most 20, failures last. */
async function report(buildId: string, mounts: number, failures: number, kind = 'render-failure') {
  const all = [...Array.from({ length: mounts }, () => 'mount'), ...Array.from({ length: failures }, () => kind)];
  for (let at = 0; at < all.length; at += 20) {
    const reports = all.slice(at, at + 20).map((k) => ({ remote: 'catalogue', buildId, kind: k }));
    const res = await t.app.inject({ method: 'POST', url: '/api/external/remote-reports', payload: { reports } });
    expect(res.statusCode).toBe(204);
  }
}

const eventsOf = (buildId: string) =>
  queryRows<{ action: string; reason: string; numbers: Record<string, number> }>(t, 'select action, reason, numbers from release_events where build_id = $1', [buildId]);

beforeEach(async () => {
  await writeFile(t.paths.flagsFile, originalFlags);
});

describe('[33.3] canary auto-rollback', () => {
  it('[33.3] a canary with 30 mounts and 10 render failures is rolled back: flag share 0, registry without canary, an event', async () => {
    const stable = newBuild();
    const canary = newBuild();
    await startCanary(stable, canary);
    const warn = vi.spyOn(t.app.log, 'warn');
    await report(canary, 30, 10);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'catalogue', buildId: canary, mounts: 30, failures: 10, requests: 40, failureRate: 0.25 }),
      expect.stringContaining('rolled back automatically'),
    );
    warn.mockRestore();
    const entry = (await registry()).remotes.catalogue;
    expect(entry.manifestUrl).toBe(manifest(stable));
    expect(entry.canary).toBeUndefined();
    expect((await releaseFlag()).targeting.fractional).toEqual([['canary', 0], ['stable', 100]]);
    expect((await releaseFlag()).metadata.lastRollback).toContain(`${canary}: auto-rollback: 10 of 40 requests failed`);
    const [event, ...more] = await eventsOf(canary);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({ action: 'auto-rollback', numbers: { mounts: 30, failures: 10, requests: 40, failureRate: 0.25, threshold: 0.2, minRequests: 20, windowMinutes: 10 } });
    expect(event!.reason).toContain('10 of 40 requests failed (25%)');
    // Shown in the status, and later failures of the old canary change nothing more.
    const status = (await t.app.inject({ url: '/api/dev/releases' })).json();
    expect(status.events[0]).toMatchObject({ remote: 'catalogue', buildId: canary, action: 'auto-rollback' });
    await report(canary, 0, 5);
    expect(await eventsOf(canary)).toHaveLength(1);
    expect((await registry()).remotes.catalogue.manifestUrl).toBe(manifest(stable));
  });

  it('[33.3] rolled back as soon as the threshold is crossed, by any failure kind (server faults included)', async () => {
    const stable = newBuild();
    const canary = newBuild();
    await startCanary(stable, canary, 50);
    await report(canary, 16, 3, 'load-failure');
    expect((await registry()).remotes.catalogue.canary).toBeDefined();
    // The server's own render fault of that build is the 20th request and the 4th failure: 20%.
    await t.app.releaseWatch.recordServerFault('catalogue', canary);
    expect((await registry()).remotes.catalogue.canary).toBeUndefined();
    expect((await eventsOf(canary))[0]!.numbers).toMatchObject({ requests: 20, failures: 4 });
  });

  it('[33.3] two batches crossing the threshold at once roll the canary back once, never the stable to the previous build', async () => {
    const stable = newBuild();
    const canary = newBuild();
    await startCanary(stable, canary);
    await report(canary, 30, 0);
    const failures = { reports: Array.from({ length: 10 }, () => ({ remote: 'catalogue', buildId: canary, kind: 'render-failure' })) };
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/external/remote-reports', payload: failures })));
    expect(answers.map((res) => res.statusCode)).toEqual([204, 204, 204]);
    expect(await eventsOf(canary)).toHaveLength(1);
    const entry = (await registry()).remotes.catalogue;
    expect(entry.manifestUrl).toBe(manifest(stable));
    expect(entry.previous).toEqual({ manifestUrl: manifest('0000000000aa') });
    expect(entry.canary).toBeUndefined();
  });

  it('[33.3] a stable build’s failures never roll anything back', async () => {
    const stable = newBuild();
    const canary = newBuild();
    await startCanary(stable, canary);
    await report(stable, 30, 30);
    await report(canary, 30, 0);
    const entry = (await registry()).remotes.catalogue;
    expect(entry.manifestUrl).toBe(manifest(stable));
    expect(entry.canary).toEqual({ manifestUrl: manifest(canary) });
    expect((await releaseFlag()).targeting.fractional).toEqual([['canary', 5], ['stable', 95]]);
    expect(await eventsOf(stable)).toHaveLength(0);
  });

  it('[33.3] under the minimum of requests nothing happens, however bad the rate', async () => {
    const stable = newBuild();
    const canary = newBuild();
    await startCanary(stable, canary);
    await report(canary, 4, 15);
    expect((await registry()).remotes.catalogue.canary).toEqual({ manifestUrl: manifest(canary) });
    expect(await eventsOf(canary)).toHaveLength(0);
  });

  it('[33.3] under the threshold nothing happens', async () => {
    const stable = newBuild();
    const canary = newBuild();
    await startCanary(stable, canary);
    await report(canary, 50, 12);
    expect((await registry()).remotes.catalogue.canary).toEqual({ manifestUrl: manifest(canary) });
  });
});

describe('[33.3] release status', () => {
  it('[33.3] GET /api/dev/releases: per remote its builds, share and numbers over the last hour', async () => {
    const stable = newBuild();
    const canary = newBuild();
    await startCanary(stable, canary, 7);
    await report(stable, 12, 1, 'load-failure');
    await report(canary, 3, 0);
    const res = await t.app.inject({ url: '/api/dev/releases' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ windowMinutes: 60, autoRollback: { failureThreshold: 0.2, minRequests: 20, windowMinutes: 10 } });
    const catalogue = body.remotes.find((remote: { remote: string }) => remote.remote === 'catalogue');
    expect(catalogue).toMatchObject({ stable, canary, previous: '0000000000aa', canaryShare: 7 });
    expect(catalogue.builds.slice(0, 3)).toEqual([
      { buildId: canary, channel: 'canary', requests: 3, mounts: 3, loadFailures: 0, renderFailures: 0, serverFaults: 0, failures: 0, failureRate: 0 },
      { buildId: stable, channel: 'stable', requests: 13, mounts: 12, loadFailures: 1, renderFailures: 0, serverFaults: 0, failures: 1, failureRate: 1 / 13 },
      { buildId: '0000000000aa', channel: 'previous', requests: 0, mounts: 0, loadFailures: 0, renderFailures: 0, serverFaults: 0, failures: 0, failureRate: null },
    ]);
    expect(body.remotes.map((remote: { remote: string }) => remote.remote)).toEqual(['catalogue', 'basket', 'account', 'content', 'stores']);
  });

  it('[33.3] GET /dev/releases: the same as a page, every value escaped, no script', async () => {
    const stable = newBuild();
    const canary = newBuild();
    await startCanary(stable, canary, 7);
    await report(canary, 2, 1);
    const res = await t.app.inject({ url: '/dev/releases' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain(`<tr data-testid="release-build" data-build="${canary}">`);
    expect(res.body).toContain('canary share 7%');
  });
});
