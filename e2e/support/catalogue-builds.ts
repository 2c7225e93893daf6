/**
 * Issue 33 §4: other builds of mf-catalogue for the canary journeys, made from the same sources with
 * one module swapped for a fixture (TRAMA_MODULE_REPLACEMENTS, scripts/rspack/module-replacements.ts):
 *
 * - `marked`:   the product list shows a visible "Canary" mark (fixtures/canary-sort-select.tsx);
 * - `throwing`: the product list throws while rendering in the browser (fixtures/throwing-sort-select.tsx).
 *
 * A build of the remote takes a minute or more on a busy machine, so each is built once and kept
 * under e2e/.state/catalogue-builds/ by what it is made of (the catalogue's own built dist/ and the
 * fixtures): a later test, file or run with the same sources reuses it. Then it is uploaded beside
 * the stable build (publish.ts uploadRemote; the registry is not touched).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildIdOf, uploadRemote } from '../../scripts/lib/publish.ts';
import { REPO } from './paths.ts';

export type CatalogueVariant = 'marked' | 'throwing';

const FIXTURES = path.join(REPO, 'e2e/fixtures');
/** The module the fixtures stand in for, under mf-catalogue/src/. */
const REPLACED = 'features/product-list/components/sort-select.tsx';
const FIXTURE_OF: Record<CatalogueVariant, string> = {
  marked: path.join(FIXTURES, 'canary-sort-select.tsx'),
  throwing: path.join(FIXTURES, 'throwing-sort-select.tsx'),
};
const BUILDS_DIR = path.join(REPO, 'e2e/.state/catalogue-builds');

const run = promisify(execFile);

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** What a variant is made of: the catalogue as built (its build id) and every fixture's bytes. */
async function keyOf(variant: CatalogueVariant): Promise<string> {
  const hash = createHash('sha256');
  hash.update(variant);
  hash.update(await buildIdOf(path.join(REPO, 'mf-catalogue/dist')));
  for (const file of Object.values(FIXTURE_OF).sort()) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 12);
}

const building = new Map<CatalogueVariant, Promise<string>>();

async function build(variant: CatalogueVariant): Promise<string> {
  const outDir = path.join(BUILDS_DIR, `${variant}-${await keyOf(variant)}`);
  if (await exists(path.join(outDir, 'mf-manifest.json'))) return outDir;
  // Built beside, then renamed: a run stopped half-way never leaves a build that looks finished.
  const tmp = `${outDir}.${process.pid}.tmp`;
  await rm(tmp, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TRAMA_OUT_DIR: tmp,
    TRAMA_MODULE_REPLACEMENTS: JSON.stringify({ [REPLACED]: FIXTURE_OF[variant] }),
  };
  delete env.TRAMA_BUILD_LABEL;
  await run('npm', ['run', 'build', '--silent', '-w', 'mf-catalogue'], { cwd: REPO, env, maxBuffer: 64 * 1024 * 1024 });
  await rm(outDir, { recursive: true, force: true });
  await rename(tmp, outDir);
  return outDir;
}

/**
 * The variant's build id, uploaded under deploy/remotes/catalogue/<id>/ (built first if needed).
 * One build at a time in this process: two at once would only slow both on a shared machine.
 */
export async function publishCatalogueVariant(variant: CatalogueVariant): Promise<string> {
  let outDir = building.get(variant);
  if (!outDir) {
    const before = Promise.all([...building.values()].map((other) => other.catch(() => undefined)));
    outDir = before.then(() => build(variant));
    building.set(variant, outDir);
    outDir.catch(() => building.delete(variant));
  }
  return uploadRemote('catalogue', await outDir);
}
