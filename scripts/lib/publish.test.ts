import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = await mkdtemp(path.join(tmpdir(), 'trama-publish-'));
process.env.DEPLOY_DIR = dir;
const { publishRemote } = await import('./publish.ts');
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run build publishing a remote (issue 33.2)', () => {
  it('[33.2] moves the stable build only: a running canary, the previous build and other keys stay', async () => {
    const dist = path.join(dir, 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"name":"catalogue"}');
    const registryFile = path.join(dir, 'registry.json');
    const canary = { manifestUrl: '/remotes/catalogue/cccccccccccc/mf-manifest.json' };
    const previous = { manifestUrl: '/remotes/catalogue/000000000000/mf-manifest.json' };
    await writeFile(registryFile, JSON.stringify({ note: 'kept', remotes: {
      catalogue: { manifestUrl: '/remotes/catalogue/aaaaaaaaaaaa/mf-manifest.json', canary, previous },
      content: { manifestUrl: '/remotes/content/111111111111/mf-manifest.json' },
    } }));
    const id = await publishRemote('catalogue', dist, registryFile);
    expect(JSON.parse(await readFile(registryFile, 'utf8'))).toEqual({ note: 'kept', remotes: {
      catalogue: { manifestUrl: `/remotes/catalogue/${id}/mf-manifest.json`, canary, previous },
      content: { manifestUrl: '/remotes/content/111111111111/mf-manifest.json' },
    } });
    expect(await readFile(path.join(dir, 'remotes', 'catalogue', id, 'mf-manifest.json'), 'utf8')).toBe('{"name":"catalogue"}');
  });
});
