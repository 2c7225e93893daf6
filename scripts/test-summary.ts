/**
 * Prints one closing line for the whole `npm test` run — "tests: N passed, N failed" — summed
 * from the JSON reports of Vitest (both API runs) and Playwright.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './lib/workspaces.ts';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path.join(ROOT, file), 'utf8')) as T;
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  const report = await readJson<VitestReport | PlaywrightReport>(file);
  if (!report) {
    console.error(`missing report ${file}`);
    failed += 1;
    continue;
  }
  if ('stats' in report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
