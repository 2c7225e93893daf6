import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();
let originalFlags: string;
beforeAll(async () => {
  originalFlags = await readFile(t.paths.flagsFile, 'utf8');
});
beforeEach(async () => {
  await writeFile(t.paths.flagsFile, originalFlags);
  await rm(t.paths.registryFile, { force: true });
});

const manifest = (name: string, build: string) => `/remotes/${name}/${build}/mf-manifest.json`;

async function writeRegistry(entries: Record<string, string>) {
  const registry = { remotes: Object.fromEntries(Object.entries(entries).map(([name, url]) => [name, { manifestUrl: url }])) };
  // Like the publish step: write aside, then rename over the old file.
  const tmp = `${t.paths.registryFile}.tmp`;
  await t.write('deploy/registry.json.tmp', JSON.stringify(registry));
  await rename(tmp, t.paths.registryFile);
}

async function setFlag(key: string, variant: 'on' | 'off') {
  const flags = JSON.parse(await readFile(t.paths.flagsFile, 'utf8'));
  flags.flags[key].defaultVariant = variant;
  await writeFile(t.paths.flagsFile, JSON.stringify(flags));
}

const registry = async () => {
  const res = await t.app.inject({ url: '/api/external/remotes' });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/external/remotes', () => {
  it('lists every published remote with its manifest, enabled by its flag', async () => {
    await writeRegistry({ catalogue: manifest('catalogue', 'a1'), basket: manifest('basket', 'b1'), content: manifest('content', 'c1') });
    const { status, body } = await registry();
    expect(status).toBe(200);
    expect(body).toEqual({
      remotes: [
        { name: 'catalogue', manifestUrl: manifest('catalogue', 'a1'), enabled: true, buildId: expect.stringMatching(/^[0-9a-f]{12}$/), channel: 'stable' },
        { name: 'basket', manifestUrl: manifest('basket', 'b1'), enabled: true, buildId: expect.stringMatching(/^[0-9a-f]{12}$/), channel: 'stable' },
        { name: 'content', manifestUrl: manifest('content', 'c1'), enabled: true, buildId: expect.stringMatching(/^[0-9a-f]{12}$/), channel: 'stable' },
      ],
    });
  });

  it('a remote whose flag is off is listed with enabled false', async () => {
    await writeRegistry({ catalogue: manifest('catalogue', 'a1'), stores: manifest('stores', 's1') });
    await setFlag('remote-stores', 'off');
    const { body } = await registry();
    expect(body.remotes).toContainEqual(expect.objectContaining({ name: 'stores', manifestUrl: manifest('stores', 's1'), enabled: false }));
    expect(body.remotes).toContainEqual(expect.objectContaining({ name: 'catalogue', enabled: true }));
  });

  it('picks up an edited registry and flag file on the next request, without restart', async () => {
    await writeRegistry({ catalogue: manifest('catalogue', 'a1') });
    expect((await registry()).body.remotes[0].manifestUrl).toBe(manifest('catalogue', 'a1'));
    await writeRegistry({ catalogue: manifest('catalogue', 'a2') });
    expect((await registry()).body.remotes[0].manifestUrl).toBe(manifest('catalogue', 'a2'));
    await setFlag('remote-catalogue', 'off');
    expect((await registry()).body.remotes[0].enabled).toBe(false);
    await setFlag('remote-catalogue', 'on');
    expect((await registry()).body.remotes[0].enabled).toBe(true);
  });

  it('without a registry file (nothing published yet) the list is empty', async () => {
    expect(await registry()).toEqual({ status: 200, body: { remotes: [] } });
  });

  it('ignores names the shop does not know', async () => {
    await writeRegistry({ catalogue: manifest('catalogue', 'a1'), checkout2: '/remotes/x/mf-manifest.json' });
    expect((await registry()).body.remotes.map((r: { name: string }) => r.name)).toEqual(['catalogue']);
  });

  it('a remote without a flag, or with a DISABLED one, stays on', async () => {
    await writeRegistry({ account: manifest('account', 'x1') });
    const flags = JSON.parse(originalFlags);
    delete flags.flags['remote-account'];
    await writeFile(t.paths.flagsFile, JSON.stringify(flags));
    expect((await registry()).body.remotes[0].enabled).toBe(true);
  });

  it('answers 503 REGISTRY_UNAVAILABLE for a corrupt registry file', async () => {
    await t.write('deploy/registry.json', '{"remotes": {"catalogue": ');
    const { status, body } = await registry();
    expect(status).toBe(503);
    expect(body).toMatchObject({ statusCode: 503, code: 'REGISTRY_UNAVAILABLE' });
    await t.write('deploy/registry.json', JSON.stringify({ remotes: { catalogue: { manifestUrl: '' } } }));
    expect((await registry()).status).toBe(503);
  });

  it('answers 503 FLAGS_UNAVAILABLE for a corrupt flag file', async () => {
    await writeRegistry({ catalogue: manifest('catalogue', 'a1') });
    await writeFile(t.paths.flagsFile, 'not json');
    const { status, body } = await registry();
    expect(status).toBe(503);
    expect(body.code).toBe('FLAGS_UNAVAILABLE');
  });
});

describe('GET /api/external/remotes without a flag file', () => {
  it('answers 503 FLAGS_UNAVAILABLE once something is published', async () => {
    const bare = await createTestApp({ withFlags: false });
    try {
      await bare.write('deploy/registry.json', JSON.stringify({ remotes: { catalogue: { manifestUrl: manifest('catalogue', 'a1') } } }));
      const res = await bare.app.inject({ url: '/api/external/remotes' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'FLAGS_UNAVAILABLE', message: expect.stringContaining('does not exist') });
    } finally {
      await bare.close();
    }
  });
});
