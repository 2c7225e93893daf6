/**
 * `npm run reliability`: the mixed load and the kill-and-restart durability check of issue 6
 * point 4 against a freshly started shop. Only the option parsing is loaded up front, so
 * `--help` answers at once.
 */
import { runCommand } from './lib/cli-entry.ts';
import { USAGE, parseReliabilityArgs } from './reliability/options.ts';

await runCommand(USAGE, parseReliabilityArgs, async (options) =>
  (await import('./reliability/run-reliability.ts')).runReliability(options),
);
