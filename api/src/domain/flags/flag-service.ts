import type { Logger } from '@openfeature/core';
import type { FastifyBaseLogger } from 'fastify';
import { CachedJsonFile } from '../files/cached-json-file.ts';
import { unavailable } from '../errors.ts';
import { evaluateFlag, isFailure, type Evaluation, type EvaluationContext } from './flag-evaluator.ts';
import { parseFlagSet, type FlagSet } from './flag-set.ts';

export class FlagService {
  private readonly file: CachedJsonFile<FlagSet>;

  constructor(flagsFile: string, log?: FastifyBaseLogger) {
    this.file = new CachedJsonFile(flagsFile, (raw) => parseFlagSet(raw, log ? flagdLogger(log) : undefined));
  }

  /** The current flag set; 503 FLAGS_UNAVAILABLE when the file is missing or unusable. */
  async flagSet(): Promise<FlagSet> {
    const state = await this.file.read();
    if (state.kind === 'ok') return state.value;
    const reason = state.kind === 'missing' ? 'does not exist' : `is unusable: ${state.error.message}`;
    throw unavailable('FLAGS_UNAVAILABLE', `The flag file ${this.file.path} ${reason}`);
  }

  /**
   * Which flag file the answers come from (changes whenever the file does): a cache of rendered
   * pages keys on it, so a flipped flag shows on the next request (docs/flags.md).
   */
  async version(): Promise<string> {
    const state = await this.file.read();
    return state.kind === 'missing' ? 'missing' : state.version;
  }

  async evaluate(key: string, context: EvaluationContext = {}): Promise<Evaluation> {
    return evaluateFlag(await this.flagSet(), key, context);
  }

  /**
   * Every flag that exists (DISABLED ones behave as missing and are left out); unlike flagd-core's
   * resolveAll, a broken flag stays in the answer with its error, so the file's author sees it.
   */
  async evaluateAll(context: EvaluationContext = {}): Promise<Evaluation[]> {
    const set = await this.flagSet();
    return set.keys
      .map((key) => evaluateFlag(set, key, context))
      .filter((evaluation) => !(isFailure(evaluation) && evaluation.errorCode === 'FLAG_NOT_FOUND'));
  }
}

/** flagd-core warns about a flag it cannot use (e.g. a targeting rule it cannot compile): into our log. */
function flagdLogger(log: FastifyBaseLogger): Logger {
  const text = (args: unknown[]) => args.map(String).join(' ');
  return {
    error: (...args) => log.error({ module: 'flagd-core' }, text(args)),
    warn: (...args) => log.warn({ module: 'flagd-core' }, text(args)),
    info: () => {},
    debug: () => {},
  };
}
