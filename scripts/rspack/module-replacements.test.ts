import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { moduleReplacementPlugins, parseModuleReplacements } from './module-replacements.ts';

describe('[33.4] TRAMA_MODULE_REPLACEMENTS, the build-time swap of a source module (e2e canary builds)', () => {
  let dir: string;
  let fixture: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'trama-replace-'));
    await mkdir(path.join(dir, 'src/parts'), { recursive: true });
    await writeFile(path.join(dir, 'src/index.js'), "import { word } from './parts/word.js';\nexport const said = word;\n");
    await writeFile(path.join(dir, 'src/parts/word.js'), "export const word = 'stable-word';\n");
    fixture = path.join(dir, 'fixture-word.js');
    await writeFile(fixture, "export const word = 'canary-word';\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const build = (value: string | undefined) =>
    new Promise<string>((resolve, reject) => {
      rspack(
        {
          context: dir,
          mode: 'development',
          devtool: false,
          entry: './src/index.js',
          output: { path: path.join(dir, 'out'), filename: 'main.js' },
          plugins: moduleReplacementPlugins(dir, value),
        },
        (error, stats) => {
          if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
          readFile(path.join(dir, 'out/main.js'), 'utf8').then(resolve, reject);
        },
      );
    });

  it('unset: no plugin, the build is the original', async () => {
    expect(moduleReplacementPlugins(dir, undefined)).toEqual([]);
    expect(moduleReplacementPlugins(dir, '')).toEqual([]);
    const out = await build(undefined);
    expect(out).toContain('stable-word');
  });

  it('set: the module under src/ is built from the other file, whatever relative request names it', async () => {
    const out = await build(JSON.stringify({ 'parts/word.js': fixture }));
    expect(out).toContain('canary-word');
    expect(out).not.toContain('stable-word');
  });

  it('a wrong value stops the build instead of quietly building the original', () => {
    expect(() => parseModuleReplacements(dir, '{not json')).toThrow(/not JSON/);
    expect(() => parseModuleReplacements(dir, '["parts/word.js"]')).toThrow(/not a JSON object/);
    expect(() => parseModuleReplacements(dir, JSON.stringify({ 'parts/missing.js': fixture }))).toThrow(/does not exist/);
    expect(() => parseModuleReplacements(dir, JSON.stringify({ '../fixture-word.js': fixture }))).toThrow(/not a path under/);
    expect(() => parseModuleReplacements(dir, JSON.stringify({ 'parts/word.js': 'fixture-word.js' }))).toThrow(/not an absolute path/);
    expect(() => parseModuleReplacements(dir, JSON.stringify({ 'parts/word.js': path.join(dir, 'nope.js') }))).toThrow(/does not exist/);
    expect(parseModuleReplacements(dir, JSON.stringify({ 'parts/word.js': fixture }))).toEqual(new Map([[path.join(dir, 'src/parts/word.js'), fixture]]));
  });
});
