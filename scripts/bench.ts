/**
 * `npm run bench`: API load and first-load JavaScript against the budgets of architecture §6.
 * Only the option parsing is loaded up front, so `--help` answers at once.
 */
import { USAGE, parseBenchArgs } from './bench/options.ts';

let options;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const { runBench } = await import('./bench/run-bench.ts');
process.exit(await runBench(options));
