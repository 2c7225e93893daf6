/**
 * The real upload step on the existing mf-catalogue/dist (from the worktree's `npm run build`; skipped
 * without it): copied under its build id into a temporary DEPLOY_DIR, the stable entry untouched.
 * The npm build itself is replaced by a step that answers its exit code.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../mf-catalogue/dist');
const STABLE_URL = '/remotes/catalogue/aaaaaaaaaaaa/mf-manifest.json';
let deployDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  deployDir = await mkdtemp(path.join(tmpdir(), 'trama-deploy-dir-'));
  // uploadRemote reads DEPLOY_DIR when its module loads: set it first, import after.
  process.env.DEPLOY_DIR = deployDir;
  env = { DEPLOY_DIR: deployDir, FLAGS_FILE: path.join(deployDir, 'flags.json'), SHOP_URL: 'http://127.0.0.1:9' };
  await writeFile(path.join(deployDir, 'registry.json'), `${JSON.stringify({ remotes: { catalogue: { manifestUrl: STABLE_URL } } }, null, 2)}\n`);
  await writeFile(env.FLAGS_FILE!, await readFile(path.resolve(import.meta.dirname, '../../config/flags.json'), 'utf8'));
});

afterAll(async () => {
  delete process.env.DEPLOY_DIR;
  await rm(deployDir, { recursive: true, force: true });
});

describe.skipIf(!existsSync(path.join(dist, 'mf-manifest.json')))('[33.2] npm run deploy --canary with the real upload', () => {
  it('[33.2] uploads the built dist under its build id beside the stable build, which stays the stable entry', async () => {
    const { deployContextFromEnv } = await import('./default-context.ts');
    const { runDeploy } = await import('./deploy-command.ts');
    const { buildIdOf } = await import('../lib/publish.ts');
    const built: string[] = [];
    const context = { ...deployContextFromEnv(env, async (dir) => (built.push(dir), 0)), out: () => {}, err: () => {} };
    expect(await runDeploy(['mf-catalogue', '--canary', '5'], context)).toBe(0);
    const buildId = await buildIdOf(dist);
    expect(built).toEqual(['mf-catalogue']);
    await stat(path.join(deployDir, 'remotes/catalogue', buildId, 'mf-manifest.json'));
    const registry = JSON.parse(await readFile(path.join(deployDir, 'registry.json'), 'utf8'));
    expect(registry.remotes.catalogue).toMatchObject({ manifestUrl: STABLE_URL, canary: { manifestUrl: `/remotes/catalogue/${buildId}/mf-manifest.json` } });
  });

  it('[33.2] a failed build publishes and changes nothing (exit 1)', async () => {
    const { deployContextFromEnv } = await import('./default-context.ts');
    const { runDeploy } = await import('./deploy-command.ts');
    const before = await readFile(path.join(deployDir, 'registry.json'), 'utf8');
    const errors: string[] = [];
    const context = { ...deployContextFromEnv(env, async () => 1), out: () => {}, err: (text: string) => errors.push(text) };
    expect(await runDeploy(['catalogue', '--canary', '50'], context)).toBe(1);
    expect(errors.join('\n')).toMatch(/Build of mf-catalogue failed \(exit 1\)/);
    expect(await readFile(path.join(deployDir, 'registry.json'), 'utf8')).toBe(before);
  });
});
