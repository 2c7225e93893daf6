/**
 * How much image work (painting a demo master, storing a master, encoding a variant) runs at once
 * (issue 29 §3). Every sharp call holds one of libuv's threads (4 by default) for its whole
 * encode, and that pool is the one fs, dns.lookup and crypto (scrypt at sign-in) wait for: 32
 * first requests for large AVIF variants held all of it, static files waited 7 s, sign-in 5.6 s
 * and PostgreSQL connections timed out. So image jobs run `concurrency` at a time, at most
 * `queue` requests wait behind them, and a request beyond that is answered 503 with Retry-After
 * at once. Background work (the start-up warm-up) waits without limit but only runs when no
 * request waits: it yields to shoppers. The same job (same key) asked twice runs once.
 */
import { availableParallelism } from 'node:os';
import { AppError } from '../errors.ts';

export type JobPriority = 'request' | 'background';

export interface EncodeLimits {
  /** Image jobs running at once. */
  concurrency: number;
  /** Requests' jobs waiting at most; one more is refused with 503. */
  queue: number;
  /** libvips threads of one job (sharp.concurrency): together the jobs leave a core to the server. */
  threads: number;
}

interface Waiting {
  key: string;
  start: () => void;
}

const ENCODING_BUSY_MESSAGE = 'The photo is being prepared: retry in a moment.';

/** 503 MEDIA_BUSY with Retry-After: the client (a browser retrying, a crawler) comes back later. */
export const encodingBusy = (retryAfterSeconds: number) =>
  new AppError(503, 'MEDIA_BUSY', ENCODING_BUSY_MESSAGE, { headers: { 'retry-after': String(retryAfterSeconds) } });

export class EncodeQueue {
  readonly limits: Pick<EncodeLimits, 'concurrency' | 'queue'>;
  private running = 0;
  private readonly requests: Waiting[] = [];
  private readonly background: Waiting[] = [];
  private readonly jobs = new Map<string, Promise<unknown>>();
  /** Seconds a job took, averaged (starts at 1 s): what Retry-After is computed from. */
  private averageSeconds = 1;

  constructor(limits: Pick<EncodeLimits, 'concurrency' | 'queue'>) {
    if (!Number.isInteger(limits.concurrency) || limits.concurrency < 1) throw new Error('encoding concurrency must be a positive integer');
    if (!Number.isInteger(limits.queue) || limits.queue < 0) throw new Error('encoding queue must be a non-negative integer');
    this.limits = limits;
  }

  /** Jobs running and waiting (requests', background). */
  get stats() {
    return { running: this.running, waiting: this.requests.length, background: this.background.length };
  }

  /**
   * Runs `job` under `key` when a slot is free. A request's job beyond the queue throws 503
   * MEDIA_BUSY (nothing starts); a job already running or waiting under the same key is shared,
   * and a request joining a background job moves it ahead of every other background job.
   */
  run<T>(key: string, job: () => Promise<T>, priority: JobPriority = 'request'): Promise<T> {
    const known = this.jobs.get(key) as Promise<T> | undefined;
    if (known) {
      if (priority === 'request') this.promote(key);
      return known;
    }
    if (priority === 'request' && this.running >= this.limits.concurrency && this.requests.length >= this.limits.queue) {
      return Promise.reject(encodingBusy(this.retryAfterSeconds()));
    }
    const promise = new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        const started = performance.now();
        job()
          .then(resolve, reject)
          .finally(() => {
            this.averageSeconds = this.averageSeconds * 0.8 + ((performance.now() - started) / 1000) * 0.2;
            this.running--;
            this.jobs.delete(key);
            this.next();
          });
      };
      if (this.running < this.limits.concurrency) start();
      else (priority === 'request' ? this.requests : this.background).push({ key, start });
    });
    this.jobs.set(key, promise);
    return promise;
  }

  /** Seconds until the queue has room again, about: the jobs ahead, shared by the slots. */
  retryAfterSeconds(): number {
    const ahead = this.running + this.requests.length;
    return Math.max(1, Math.ceil((ahead / this.limits.concurrency) * this.averageSeconds));
  }

  private promote(key: string): void {
    const index = this.background.findIndex((w) => w.key === key);
    if (index < 0) return;
    const [waiting] = this.background.splice(index, 1);
    // A shopper asked for it: it waits with the requests (one more than the queue holds, at most, per shared job).
    this.requests.push(waiting!);
  }

  private next(): void {
    while (this.running < this.limits.concurrency) {
      const waiting = this.requests.shift() ?? this.background.shift();
      if (!waiting) return;
      waiting.start();
    }
  }
}

/**
 * MEDIA_ENCODE_CONCURRENCY (default: half the cores, at least 1, and at most libuv's pool of
 * UV_THREADPOOL_SIZE (4) less 2, so fs, dns and crypto always keep two threads: 1 on a 2-core
 * machine), MEDIA_ENCODE_QUEUE (default 24 per running job) and MEDIA_ENCODE_THREADS (libvips
 * threads per job, default the cores but one shared by the jobs: image work never takes the
 * core the event loop and PostgreSQL need).
 */
/** Where no limit is set (the import command, tests of the pipeline): every job at once, shared by key. */
export const UNBOUNDED = new EncodeQueue({ concurrency: Number.MAX_SAFE_INTEGER, queue: 0 });

export function encodeLimitsFromEnv(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): EncodeLimits {
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  const whole = (name: string, value: string | undefined, fallback: number, min: number) => {
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be an integer of at least ${min}, got '${value}'`);
    return number;
  };
  const concurrency = whole('MEDIA_ENCODE_CONCURRENCY', env.MEDIA_ENCODE_CONCURRENCY, Math.max(1, Math.min(Math.floor(cores / 2), pool - 2)), 1);
  return {
    concurrency,
    // A list page asks for 24 card photos at once: on a fresh machine they wait rather than break.
    queue: whole('MEDIA_ENCODE_QUEUE', env.MEDIA_ENCODE_QUEUE, 24 * concurrency, 0),
    threads: whole('MEDIA_ENCODE_THREADS', env.MEDIA_ENCODE_THREADS, Math.max(1, Math.floor((cores - 1) / concurrency)), 1),
  };
}
