import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { manifestUrlFor, uploadRemote } from '../../scripts/lib/publish.ts';
import { pointRemoteAt, readRegistry, restoreOwnerFiles } from '../support/owner-files.ts';
import { REPO, STATE_DIR } from '../support/paths.ts';

test.afterEach(restoreOwnerFiles);

/** Issue 13: which catalogue build rendered the list page on the server (the slot names its build id). */
async function serverBuildOfList(baseURL: string): Promise<string | null> {
  const html = await (await fetch(`${baseURL}/it/letto`)).text();
  return /data-testid="slot-catalogue-ProductList"[^>]*data-server-rendered="([^"]*)"/.exec(html)?.[1] ?? null;
}

/** The shell's own entry script, to prove the shell itself did not change. */
async function shellEntry(baseURL: string): Promise<string> {
  const html = await (await fetch(`${baseURL}/`)).text();
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).join(' ');
}

test('re-pointing one registry entry to a second build of a remote is picked up on reload', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const before = await readRegistry();
  const shellBefore = await shellEntry(baseURL!);

  // A second, different build of the catalogue only (the label is baked into the bundle).
  const outDir = path.join(STATE_DIR, 'catalogue-second');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'mf-catalogue'], {
    cwd: REPO,
    env: { ...process.env, TRAMA_BUILD_LABEL: 'second-build', TRAMA_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const buildId = await uploadRemote('catalogue', outDir);
  const newManifest = manifestUrlFor('catalogue', buildId);
  expect(newManifest).not.toBe(before.remotes.catalogue?.manifestUrl);

  await page.goto('/it/letto');
  await expect(page.getByTestId('slot-catalogue-ProductList')).toHaveAttribute('data-state', 'loaded');

  const oldBuild = before.remotes.catalogue!.manifestUrl.split('/')[3];
  await expect.poll(() => serverBuildOfList(baseURL!)).toBe(oldBuild);

  await pointRemoteAt('catalogue', newManifest);
  // The server HTML follows the registry on the next request: no restart, no other rebuild.
  // (polled: a build's first server render may run over the slot's budget while its code loads)
  await expect.poll(() => serverBuildOfList(baseURL!)).toBe(buildId);
  const entryBodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes(`/remotes/catalogue/${buildId}/`) && response.url().endsWith('.js')) {
      entryBodies.push(await response.text());
    }
  });
  await page.reload();
  await expect(page.getByTestId('slot-catalogue-ProductList')).toHaveAttribute('data-state', 'loaded');
  await expect.poll(() => entryBodies.some((body) => body.includes('second-build'))).toBe(true);
  expect(await shellEntry(baseURL!)).toBe(shellBefore);

  // Rollback: the entry back on the old build, the server renders with it again.
  await pointRemoteAt('catalogue', before.remotes.catalogue!.manifestUrl);
  await expect.poll(() => serverBuildOfList(baseURL!)).toBe(oldBuild);
});
