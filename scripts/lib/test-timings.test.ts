import { describe, expect, it } from 'vitest';
import { slowest, type PlaywrightReport, type VitestReport } from './test-timings.ts';

const vitest = (files: [string, number][]): VitestReport => ({
  numPassedTests: files.length,
  numFailedTests: 0,
  testResults: files.map(([name, seconds]) => ({ name: `/repo/${name}`, startTime: 1_000, endTime: 1_000 + seconds * 1000 })),
});

const playwright: PlaywrightReport = {
  stats: { expected: 3, unexpected: 0, flaky: 0 },
  suites: [
    {
      title: 'basket.spec.ts',
      file: 'basket.spec.ts',
      specs: [{ title: 'two products', tests: [{ results: [{ duration: 7_000 }] }] }],
      suites: [{ title: 'codes', file: 'basket.spec.ts', specs: [{ title: 'a percent code', tests: [{ results: [{ duration: 2_000 }, { duration: 1_500 }] }] }] }],
    },
    { title: 'navigation.spec.ts', file: 'navigation.spec.ts', specs: [{ title: 'no link shows the 404 page', tests: [{ results: [{ duration: 40_000 }] }] }] },
  ],
};

describe('[32.5] the slowest ten at the end of npm test', () => {
  it('[32.5] lists the slowest Vitest files and Playwright journeys, slowest first, with their seconds', () => {
    const { files, journeys } = slowest(
      [
        { file: 'test-results/vitest.json', report: vitest([['api/a.test.ts', 2], ['shell/b.test.tsx', 0.5]]) },
        { file: 'test-results/vitest-external-db.json', report: vitest([['api/a.test.ts', 3]]) },
        { file: 'test-results/e2e.json', report: playwright },
      ],
      '/repo',
      10,
    );
    expect(files).toEqual([
      { name: 'api/a.test.ts (vitest-external-db)', seconds: 3 },
      { name: 'api/a.test.ts (vitest)', seconds: 2 },
      { name: 'shell/b.test.tsx (vitest)', seconds: 0.5 },
    ]);
    expect(journeys).toEqual([
      { name: 'navigation.spec.ts › no link shows the 404 page', seconds: 40 },
      { name: 'basket.spec.ts › two products', seconds: 7 },
      { name: 'basket.spec.ts › codes › a percent code', seconds: 3.5 },
    ]);
  });

  it('[32.5] keeps only the ten slowest of each', () => {
    const many = vitest(Array.from({ length: 25 }, (_, index) => [`f${String(index).padStart(2, '0')}.test.ts`, index] as [string, number]));
    const { files } = slowest([{ file: 'vitest.json', report: many }], '/repo', 10);
    expect(files.map((file) => file.seconds)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
    expect(files[0]!.name).toBe('f24.test.ts');
  });
});
