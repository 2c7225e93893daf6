/** Command-line pieces the bench and the reliability run share (pure: parsed from argv, no side effects). */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** What every command that loads the shop reads from its options. */
export interface LoadRunOptions {
  help: boolean;
  /** Concurrent connections of the load. */
  connections: number;
  /** Seconds of load (per target for the bench). */
  durationSeconds: number;
  load: boolean;
}

/** The options of every command that loads the shop: -h, --duration <s>, --connections <n>, --no-load. */
const LOAD_RUN_OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  duration: { type: 'string' },
  connections: { type: 'string' },
  load: { type: 'boolean', default: true },
} as const;

/** The values of a load command's argv: the shared options, then its own; `--no-<flag>` turns a flag off. */
export function parseLoadRunArgs<Own extends ParseArgsOptionsConfig>(argv: string[], own: Own) {
  return parseArgs({ args: argv, allowNegative: true, options: { ...LOAD_RUN_OPTIONS, ...own } }).values;
}

/** A number option above 0 (a whole one when `integer`), or `fallback` when absent; a bad one throws with its name. */
export function positiveOption(value: string | undefined, fallback: number, name: string, integer = false): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got '${value}'`);
  if (integer && !Number.isInteger(n)) throw new Error(`--${name} must be a whole number, got '${value}'`);
  return n;
}
