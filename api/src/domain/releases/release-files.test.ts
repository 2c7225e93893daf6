import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as FsPromises from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluateFlag, isFailure } from '../flags/flag-evaluator.ts';
import { parseFlagSet } from '../flags/flag-set.ts';

/** Every state a reader can see: both files as they are after each rename. */
const seen: { registry: string; flags: string }[] = [];
let files: { registryFile: string; flagsFile: string };

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const rename = async (from: string, to: string) => {
    await fs.rename(from, to);
    if (files) seen.push({ registry: await fs.readFile(files.registryFile, 'utf8'), flags: await fs.readFile(files.flagsFile, 'utf8').catch(() => '{"flags":{}}') });
  };
  return { ...fs, rename, default: { ...fs, rename } };
});

const { promoteCanary, readRelease, rollbackCanary, setCanaryShare, startCanary } = await import('./release-files.ts');

const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'cccccccccccc';
const OLD = '000000000000';
const url = (id: string) => `/remotes/catalogue/${id}/mf-manifest.json`;

const FLAGS_TEXT = `${JSON.stringify({
  $schema: 'https://flagd.dev/schema/v0/flags.json',
  flags: { 'remote-catalogue': { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'on', metadata: { description: 'x' } } },
}, null, 2)}\n`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'trama-release-'));
  files = { registryFile: path.join(dir, 'registry.json'), flagsFile: path.join(dir, 'flags.json') };
  await writeFile(files.registryFile, JSON.stringify({ remotes: { catalogue: { manifestUrl: url(STABLE), previous: { manifestUrl: url(OLD) } }, content: { manifestUrl: '/remotes/content/111111111111/mf-manifest.json' } } }));
  await writeFile(files.flagsFile, FLAGS_TEXT);
  seen.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Which builds 400 buckets are served in one state (issue 33: variant canary AND a registry canary → canary). */
function served(state: { registry: string; flags: string }): Set<string> {
  const registry = JSON.parse(state.registry) as { remotes: { catalogue: { manifestUrl: string; canary?: { manifestUrl: string } } } };
  const set = parseFlagSet(JSON.parse(state.flags));
  const builds = new Set<string>();
  for (let bucket = 0; bucket < 400; bucket++) {
    const evaluation = evaluateFlag(set, 'release-catalogue', { targetingKey: String(bucket) });
    const canary = !isFailure(evaluation) && evaluation.value === 'canary' && registry.remotes.catalogue.canary;
    builds.add(canary ? registry.remotes.catalogue.canary!.manifestUrl : registry.remotes.catalogue.manifestUrl);
  }
  return builds;
}

describe('release files (issue 33.2)', () => {
  it('[33.2] start, share, promote: each written state serves only builds the registry names, and other keys stay', async () => {
    expect(await readRelease(files, 'catalogue')).toEqual({ remote: 'catalogue', stable: STABLE, canary: null, previous: OLD, canaryShare: null });
    expect(await startCanary(files, 'catalogue', CANARY, 5)).toEqual({ remote: 'catalogue', stable: STABLE, canary: CANARY, previous: OLD, canaryShare: 5 });
    // Registry first: in between, the canary exists and no one is served it.
    expect(seen.map(served)).toEqual([new Set([url(STABLE)]), new Set([url(STABLE), url(CANARY)])]);
    expect(await setCanaryShare(files, 'catalogue', 100)).toMatchObject({ canaryShare: 100 });
    expect(served(seen.at(-1)!)).toEqual(new Set([url(CANARY)]));
    seen.length = 0;
    expect(await promoteCanary(files, 'catalogue')).toEqual({ remote: 'catalogue', stable: CANARY, canary: null, previous: STABLE, canaryShare: 0 });
    expect(seen.map(served)).toEqual([new Set([url(CANARY)]), new Set([url(CANARY)])]);
    const registry = JSON.parse(await readFile(files.registryFile, 'utf8')) as { remotes: Record<string, unknown> };
    expect(registry.remotes.content).toEqual({ manifestUrl: '/remotes/content/111111111111/mf-manifest.json' });
    // flags.json keeps its other flags and its formatting (2 spaces, a newline at the end).
    const text = await readFile(files.flagsFile, 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.startsWith(FLAGS_TEXT.slice(0, FLAGS_TEXT.indexOf('"remote-catalogue"')))).toBe(true);
    expect((JSON.parse(text) as { flags: Record<string, unknown> }).flags['remote-catalogue']).toEqual(JSON.parse(FLAGS_TEXT).flags['remote-catalogue']);
  });

  it('[33.2] rollback with a canary: share 0 first (no one on the canary), then the registry drops it; the reason is kept', async () => {
    await startCanary(files, 'catalogue', CANARY, 50);
    seen.length = 0;
    expect(await rollbackCanary(files, 'catalogue', 'failure rate 0.4 over 25')).toEqual({ remote: 'catalogue', stable: STABLE, canary: null, previous: OLD, canaryShare: 0 });
    expect(seen.map(served)).toEqual([new Set([url(STABLE)]), new Set([url(STABLE)])]);
    const flags = JSON.parse(await readFile(files.flagsFile, 'utf8')) as { flags: Record<string, { metadata: { lastRollback: string } }> };
    expect(flags.flags['release-catalogue']!.metadata.lastRollback).toMatch(new RegExp(`${CANARY}: failure rate 0.4 over 25$`));
  });

  it('[33.2] rollback without a canary brings the previous stable back; with nothing to go back to it refuses', async () => {
    expect(await rollbackCanary(files, 'catalogue', 'bad promote')).toEqual({ remote: 'catalogue', stable: OLD, canary: null, previous: null, canaryShare: null });
    // No release flag existed: none is created.
    expect(await readFile(files.flagsFile, 'utf8')).toBe(FLAGS_TEXT);
    await expect(rollbackCanary(files, 'catalogue', 'again')).rejects.toMatchObject({ code: 'NOTHING_TO_ROLL_BACK' });
  });

  it('[33.2] steps in one process run one after another', async () => {
    await startCanary(files, 'catalogue', CANARY, 20);
    const [a, b] = await Promise.allSettled([rollbackCanary(files, 'catalogue', 'one'), rollbackCanary(files, 'catalogue', 'two')]);
    expect(a).toMatchObject({ status: 'fulfilled', value: { stable: STABLE, canary: null } });
    // The second sees the first's result: no canary, so it goes back to the previous stable.
    expect(b).toMatchObject({ status: 'fulfilled', value: { stable: OLD, canary: null, previous: null } });
  });

  it('[33.3] an auto-rollback names its canary: a second one for the same build changes nothing', async () => {
    await startCanary(files, 'catalogue', CANARY, 20);
    const both = await Promise.all([rollbackCanary(files, 'catalogue', 'one', CANARY), rollbackCanary(files, 'catalogue', 'two', CANARY)]);
    expect(both).toEqual([
      { remote: 'catalogue', stable: STABLE, canary: null, previous: OLD, canaryShare: 0 },
      { remote: 'catalogue', stable: STABLE, canary: null, previous: OLD, canaryShare: 0 },
    ]);
  });

  it('[33.2] missing files: nothing published yet cannot start a canary; bad input is refused before any write', async () => {
    await rm(files.registryFile);
    await expect(startCanary(files, 'catalogue', CANARY, 5)).rejects.toMatchObject({ code: 'NO_STABLE' });
    await expect(startCanary(files, 'catalogue', CANARY, 500)).rejects.toMatchObject({ code: 'BAD_SHARE' });
    expect(seen).toEqual([]);
  });
});
