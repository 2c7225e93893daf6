/**
 * `npm run bench`: API load, first-load JavaScript and Lighthouse against the budgets of
 * architecture §6. Only the option parsing is loaded up front, so `--help` answers at once.
 */
import { USAGE, parseBenchArgs } from './bench/options.ts';
import { runCommand } from './lib/cli-entry.ts';

await runCommand(USAGE, parseBenchArgs, async (options) => (await import('./bench/run-bench.ts')).runBench(options));
