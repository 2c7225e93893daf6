/**
 * Issue 33 §3: the server counts its own slot render faults per build (kind server-fault), so a
 * canary that breaks on the server is judged like one that breaks in browsers. A slot that ran out
 * of time is the machine's load, not the build's fault: not counted.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { siteFixtureForFile, type ServerFault } from './site-fixture.ts';

const site = siteFixtureForFile();

const faultsOf = (buildId: string) =>
  queryRows<{ remote: string; kind: string; count: number }>(site.t, 'select remote, kind, sum(count)::int as count from remote_report_counts where build_id = $1 group by remote, kind', [buildId]);

async function renderWith(fault: ServerFault, buildId: string, times = 1) {
  const real = site.registry.remotes.catalogue!.manifestUrl;
  await site.point('catalogue', await site.broken('catalogue', fault, buildId));
  try {
    for (let i = 0; i < times; i += 1) {
      const res = await site.t.app.inject({ url: '/it/letto/lenzuola' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-render']).toBe(fault === 'hangs' ? 'timeout' : 'failed');
    }
  } finally {
    await site.point('catalogue', real);
  }
}

describe('[33.3] server render faults per build', () => {
  it.each<[ServerFault, string]>([
    ['throws-in-render', 'bad000000001'],
    ['throws-on-load', 'bad000000002'],
  ])('[33.3] a build whose server code %s counts one server-fault per page render', async (fault, buildId) => {
    await renderWith(fault, buildId, 2);
    await vi.waitFor(() => expect(faultsOf(buildId)).resolves.toEqual([{ remote: 'catalogue', kind: 'server-fault', count: 2 }]));
  });

  it('[33.3] a slot that ran out of its time budget is not the build’s fault: nothing counted', async () => {
    await renderWith('hangs', 'bad000000003');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await faultsOf('bad000000003')).toEqual([]);
  });

  it('[33.3] a good build renders on the server and counts nothing there (its mounts come from browsers)', async () => {
    const real = site.registry.remotes.catalogue!.manifestUrl;
    const build = real.split('/')[3]!;
    expect((await site.t.app.inject({ url: '/it/letto/lenzuola' })).headers['x-render']).toBe('server');
    expect(await faultsOf(build)).toEqual([]);
  });
});

describe('[33.3] a canary that throws on the server is rolled back by the server’s own faults', () => {
  it('[33.3] 20 canary visitors whose page slot throws: the canary is dropped, the next canary visitor gets the stable build rendered', async () => {
    const real = site.registry.remotes.catalogue!.manifestUrl;
    const canary = 'bad000000010';
    const canaryUrl = await site.broken('catalogue', 'throws-in-render', canary);
    const registry = JSON.parse(await readFile(site.t.paths.registryFile, 'utf8')) as { remotes: Record<string, Record<string, unknown>> };
    registry.remotes.catalogue = { manifestUrl: real, canary: { manifestUrl: canaryUrl } };
    await writeFile(site.t.paths.registryFile, `${JSON.stringify(registry, null, 2)}\n`);
    const originalFlags = await readFile(site.t.paths.flagsFile, 'utf8');
    const flags = JSON.parse(originalFlags) as { flags: Record<string, unknown> };
    flags.flags['release-catalogue'] = { state: 'ENABLED', variants: { stable: 'stable', canary: 'canary' }, defaultVariant: 'stable', targeting: { fractional: [['canary', 100], ['stable', 0]] } };
    await writeFile(site.t.paths.flagsFile, `${JSON.stringify(flags, null, 2)}\n`);
    try {
      const visit = (bucket: number) => site.t.app.inject({ url: '/it/letto/lenzuola', headers: { cookie: `trama_bucket=${bucket}` } });
      for (let bucket = 0; bucket < 20; bucket += 1) expect((await visit(bucket)).headers['x-render']).toBe('failed');
      await vi.waitFor(async () => {
        const entry = (JSON.parse(await readFile(site.t.paths.registryFile, 'utf8')) as typeof registry).remotes.catalogue!;
        expect(entry.canary).toBeUndefined();
      });
      const [event] = await queryRows<{ action: string; numbers: { failures: number; requests: number } }>(site.t, 'select action, numbers from release_events where build_id = $1', [canary]);
      expect(event).toMatchObject({ action: 'auto-rollback', numbers: { failures: 20, requests: 20 } });
      const after = await visit(7);
      expect(after.headers['x-render']).toBe('server');
      expect(after.body).toContain(`data-server-rendered="${real.split('/')[3]}"`);
    } finally {
      await writeFile(site.t.paths.flagsFile, originalFlags);
      await site.point('catalogue', real);
    }
  });
});
