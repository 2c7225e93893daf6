/**
 * The end of `npm test`: the slowest ten Vitest files and the slowest ten Playwright journeys (issue 32
 * §5: where the next minutes go), then one closing line for the whole run — "tests: N passed, N failed" —
 * summed from the JSON reports of Vitest (both API runs) and Playwright.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './lib/workspaces.ts';
import { slowest, type PlaywrightReport, type Timed, type VitestReport } from './lib/test-timings.ts';

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path.join(ROOT, file), 'utf8')) as T;
  } catch {
    return null;
  }
}

function printSlowest(title: string, rows: Timed[]): void {
  if (rows.length === 0) return;
  console.log(`\nslowest ten ${title}:`);
  for (const row of rows) console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${row.name}`);
}

let passed = 0;
let failed = 0;
const reports: { file: string; report: VitestReport | PlaywrightReport }[] = [];
for (const file of process.argv.slice(2)) {
  const report = await readJson<VitestReport | PlaywrightReport>(file);
  if (!report) {
    console.error(`missing report ${file}`);
    failed += 1;
    continue;
  }
  reports.push({ file, report });
  if ('stats' in report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
const { files, journeys } = slowest(reports, ROOT, 10);
printSlowest('Vitest files', files);
printSlowest('Playwright journeys', journeys);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
