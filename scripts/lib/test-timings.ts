/**
 * Issue 32 §5: where a test run's time goes, read from the reports it already writes — Vitest's JSON
 * reporter (a start and an end per file) and Playwright's (a duration per test and attempt).
 */
import path from 'node:path';

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

export interface Timed {
  name: string;
  seconds: number;
}

function journeys(suite: PlaywrightSuite, file: string | undefined, titles: string[], into: Timed[]): void {
  const here = suite.file ?? file;
  // The file's own suite is titled with the file name: only describe() titles join the journey's name.
  const path = suite.title && suite.title !== here ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    const milliseconds = spec.tests.reduce((sum, test) => sum + test.results.reduce((all, result) => all + result.duration, 0), 0);
    into.push({ name: [spec.file ?? here ?? '', ...path, spec.title].join(' › '), seconds: milliseconds / 1000 });
  }
  for (const child of suite.suites ?? []) journeys(child, here, path, into);
}

const bySeconds = (a: Timed, b: Timed) => b.seconds - a.seconds || a.name.localeCompare(b.name);

/**
 * The `count` slowest Vitest files (named relative to `root`, tagged with their report when the run
 * wrote more than one, e.g. the API's second pass through DATABASE_URL) and the slowest Playwright tests.
 */
export function slowest(reports: { file: string; report: VitestReport | PlaywrightReport }[], root: string, count: number): { files: Timed[]; journeys: Timed[] } {
  const files: Timed[] = [];
  const tests: Timed[] = [];
  const vitestReports = reports.filter(({ report }) => !('stats' in report));
  for (const { file, report } of reports) {
    if ('stats' in report) {
      for (const suite of report.suites ?? []) journeys(suite, undefined, [], tests);
      continue;
    }
    const tag = vitestReports.length > 1 ? ` (${path.basename(file, '.json')})` : '';
    for (const result of report.testResults ?? []) {
      if (result.startTime === undefined || result.endTime === undefined) continue;
      files.push({ name: `${path.relative(root, result.name)}${tag}`, seconds: (result.endTime - result.startTime) / 1000 });
    }
  }
  return { files: files.sort(bySeconds).slice(0, count), journeys: tests.sort(bySeconds).slice(0, count) };
}
