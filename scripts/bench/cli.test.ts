import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReliabilityArgs } from '../reliability/options.ts';
import { parseBenchArgs } from './options.ts';

const BENCH = path.resolve(import.meta.dirname, '../bench.ts');
const RELIABILITY = path.resolve(import.meta.dirname, '../reliability.ts');

const start = (script: string, args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 30_000 });

describe.each([
  ['bench', BENCH, ['--duration', '--no-lighthouse', '--lighthouse-runs', '--products']],
  ['reliability', RELIABILITY, ['--no-durability']],
])('npm run %s command line, as both commands read it', (name, script, options) => {
  it('--help starts and prints the usage, touching nothing', () => {
    const result = start(script, ['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Usage: npm run ${name}`);
    for (const option of options) expect(result.stdout).toContain(option);
  });

  it('an unknown option is refused with the usage and exit 2', () => {
    const result = start(script, ['--bogus']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`Usage: npm run ${name}`);
  });
});

describe('npm run bench command line', () => {
  it('issue 18 §3: a bad --products is refused with the usage and exit 2, before anything starts', () => {
    for (const bad of ['0', '-5', '2.5', 'many', '1000001']) {
      const result = start(BENCH, ['--products', bad]);
      expect(result.status, `--products ${bad}`).toBe(2);
      expect(result.stderr).toContain('--products');
      expect(result.stderr).toContain('Usage: npm run bench');
    }
  });

  it('issue 18 §3: --products takes 5000, 50000 or 500000 (also written 500,000), at most 1,000,000', () => {
    expect(parseBenchArgs(['--products', '5000']).products).toBe(5_000);
    expect(parseBenchArgs(['--products', '500000']).products).toBe(500_000);
    expect(parseBenchArgs(['--products', '500,000']).products).toBe(500_000);
    expect(parseBenchArgs(['--products', '1000000']).products).toBe(1_000_000);
    expect(() => parseBenchArgs(['--products', '1000001'])).toThrow(/at most/);
    expect(() => parseBenchArgs(['--products', '0'])).toThrow(/positive/);
    expect(() => parseBenchArgs(['--products', '12.5'])).toThrow(/whole/);
  });

  it('defaults to 20 connections for 10 s with load, pages and 3 Lighthouse runs per page', () => {
    expect(parseBenchArgs([])).toEqual({
      help: false,
      connections: 20,
      durationSeconds: 10,
      load: true,
      pages: true,
      fresh: false,
      lighthouse: true,
      lighthouseRuns: 3,
      products: 50_000,
      firstTap: true,
      firstTapRuns: 3,
    });
    expect(parseBenchArgs(['--duration', '3', '--no-pages'])).toMatchObject({ durationSeconds: 3, pages: false, load: true });
    expect(() => parseBenchArgs(['--connections', '0'])).toThrow(/positive/);
  });

  it('--no-lighthouse and --lighthouse-runs <n> (a whole number ≥ 1)', () => {
    expect(parseBenchArgs(['--no-lighthouse'])).toMatchObject({ lighthouse: false });
    expect(parseBenchArgs(['--lighthouse-runs', '5'])).toMatchObject({ lighthouse: true, lighthouseRuns: 5 });
    expect(() => parseBenchArgs(['--lighthouse-runs', '0'])).toThrow(/positive/);
    expect(() => parseBenchArgs(['--lighthouse-runs', '1.5'])).toThrow(/whole/);
  });
});

describe('[30.6] npm run bench: the first-use phase and --only', () => {
  it('--first-tap-runs <n> (default 3) and --no-first-tap', () => {
    expect(parseBenchArgs(['--first-tap-runs', '5'])).toMatchObject({ firstTap: true, firstTapRuns: 5 });
    expect(parseBenchArgs(['--no-first-tap'])).toMatchObject({ firstTap: false });
    expect(() => parseBenchArgs(['--first-tap-runs', '0'])).toThrow(/positive/);
  });

  it('--only first-tap runs that phase alone, quickly; --only takes several phases and refuses unknown ones', () => {
    expect(parseBenchArgs(['--only', 'first-tap'])).toMatchObject({ load: false, pages: false, lighthouse: false, firstTap: true });
    expect(parseBenchArgs(['--only', 'first-tap', '--only', 'lighthouse'])).toMatchObject({ load: false, pages: false, lighthouse: true, firstTap: true });
    expect(parseBenchArgs(['--only', 'pages,lighthouse'])).toMatchObject({ load: false, pages: true, lighthouse: true, firstTap: false });
    expect(() => parseBenchArgs(['--only', 'everything'])).toThrow(/--only takes load, pages, lighthouse, first-tap/);
  });

  it('--help names the new options', () => {
    const result = start(BENCH, ['--help']);
    expect(result.stdout).toContain('--first-tap-runs');
    expect(result.stdout).toContain('--only <phase>');
  });
});

describe('npm run reliability command line', () => {
  it('defaults to issue 6: 50 connections for 60 s, then the kill-and-restart check', () => {
    expect(parseReliabilityArgs([])).toEqual({
      help: false,
      durationSeconds: 60,
      connections: 50,
      load: true,
      durability: true,
      writers: 16,
      killAfterSeconds: 4,
      keep: false,
      instances: 1,
    });
    expect(parseReliabilityArgs(['--duration', '2', '--no-durability', '--writers', '4'])).toMatchObject({ durationSeconds: 2, durability: false, writers: 4 });
    expect(() => parseReliabilityArgs(['--connections', '2.5'])).toThrow(/whole/);
    expect(() => parseReliabilityArgs(['--kill-after', '-1'])).toThrow();
  });
});
