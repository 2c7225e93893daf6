import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './options.ts';

const BENCH = path.resolve(import.meta.dirname, '../bench.ts');

describe('npm run bench command line', () => {
  it('--help starts and prints the usage, touching nothing', () => {
    const result = spawnSync(process.execPath, [BENCH, '--help'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run bench');
    expect(result.stdout).toContain('--duration');
  });

  it('an unknown option is refused with the usage and exit 2', () => {
    const result = spawnSync(process.execPath, [BENCH, '--bogus'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run bench');
  });

  it('defaults to 20 connections for 10 s with load and pages', () => {
    expect(parseBenchArgs([])).toEqual({ help: false, connections: 20, durationSeconds: 10, load: true, pages: true, fresh: false });
    expect(parseBenchArgs(['--duration', '3', '--no-pages'])).toMatchObject({ durationSeconds: 3, pages: false, load: true });
    expect(() => parseBenchArgs(['--connections', '0'])).toThrow(/positive/);
  });
});
