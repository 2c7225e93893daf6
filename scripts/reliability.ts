/**
 * `npm run reliability`: the mixed load and the kill-and-restart durability check of issue 6
 * point 4 against a freshly started shop. Only the option parsing is loaded up front, so
 * `--help` answers at once.
 */
import { USAGE, parseReliabilityArgs } from './reliability/options.ts';

let options;
try {
  options = parseReliabilityArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const { runReliability } = await import('./reliability/run-reliability.ts');
process.exit(await runReliability(options));
