/**
 * A site folder for server-rendering tests: the repository's built shell and remotes (npm run
 * build) behind a registry the test can re-point, plus hand-made broken remote builds.
 */
import { access, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { REPO_ROOT } from '../../../src/config.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

export const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
const REPO_DEPLOY = path.join(REPO_ROOT, 'deploy');

interface Registry {
  remotes: Record<string, { manifestUrl: string }>;
}

export async function builtRegistry(): Promise<Registry> {
  try {
    await access(path.join(SHELL_DIST, 'server', 'render.cjs'));
    return JSON.parse(await readFile(path.join(REPO_DEPLOY, 'registry.json'), 'utf8')) as Registry;
  } catch {
    throw new Error('Server-rendering tests need the built shop: run `npm run build` first (npm test does).');
  }
}

/** What a broken remote build does on the server. */
export type ServerFault = 'missing' | 'throws-on-load' | 'throws-in-render' | 'hangs';

function faultyEntry(remote: string, fault: Exclude<ServerFault, 'missing'>): string {
  if (fault === 'throws-on-load') return `throw new Error('broken ${remote} build, on purpose');`;
  const get =
    fault === 'hangs'
      ? 'get() { return new Promise(() => {}); }'
      : `get() { return Promise.resolve(() => ({ default: { bootstrap() {}, mount() {}, unmount() {}, serverElement() { throw new Error('render failed on purpose'); } } })); }`;
  return `module.exports[${JSON.stringify(remote)}] = { init() { return Promise.resolve(); }, ${get} };`;
}

export interface SiteFixture {
  t: TestApp;
  registry: Registry;
  /** Points one remote at a build (its manifest URL) — as a deploy or a rollback would. */
  point(remote: string, manifestUrl: string): Promise<void>;
  /** A broken build of one remote (build id `broken-<fault>` unless given); answers its manifest URL. */
  broken(remote: string, fault: ServerFault, id?: string): Promise<string>;
}

export async function createSiteFixture(): Promise<SiteFixture> {
  const registry = await builtRegistry();
  const t = await createTestApp({ sitePaths: { shellDist: SHELL_DIST } });
  // The real builds, linked into the fixture's deploy folder.
  for (const { manifestUrl } of Object.values(registry.remotes)) {
    const dir = path.dirname(manifestUrl); // /remotes/<name>/<id>
    const target = path.join(t.paths.deployDir, dir);
    await mkdir(path.dirname(target), { recursive: true });
    await symlink(path.join(REPO_DEPLOY, dir), target).catch(() => undefined);
  }
  const current: Registry = structuredClone(registry);
  const save = () => writeFile(t.paths.registryFile, `${JSON.stringify(current)}\n`);
  await save();
  return {
    t,
    registry,
    async point(remote, manifestUrl) {
      current.remotes[remote] = { manifestUrl };
      await save();
    },
    async broken(remote, fault, id = `broken-${fault}`) {
      const real = registry.remotes[remote]!.manifestUrl;
      await t.write(`deploy/remotes/${remote}/${id}/mf-manifest.json`, await readFile(path.join(REPO_DEPLOY, real), 'utf8'));
      if (fault !== 'missing') await t.write(`deploy/remotes/${remote}/${id}/server/remoteEntry.js`, faultyEntry(remote, fault));
      return `/remotes/${remote}/${id}/mf-manifest.json`;
    },
  };
}

/**
 * The file's site: built before its tests (the first render loads the remotes' server code, hence
 * the minute), closed after them. Filled in by that hook, so read it in tests and later hooks only;
 * a file's process.env settings are read when it is built.
 */
export function siteFixtureForFile(): SiteFixture {
  const site = {} as SiteFixture;
  beforeAll(async () => {
    Object.assign(site, await createSiteFixture());
  }, 60_000);
  afterAll(() => site.t?.close());
  return site;
}

/** The HTML of a page the server rendered (200, x-render: server). */
export async function serverHtml(t: TestApp, url: string): Promise<string> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['x-render'], url).toBe('server');
  return res.body;
}
