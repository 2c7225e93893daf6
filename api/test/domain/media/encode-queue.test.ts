import { describe, expect, it } from 'vitest';
import { EncodeQueue, encodeLimitsFromEnv } from '../../../src/domain/media/encode-queue.ts';
import { AppError } from '../../../src/domain/errors.ts';

/** A job that ends when the test says so, and tells when it started. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const state = { started: false };
  const job = async () => {
    state.started = true;
    await opened;
    return 'done';
  };
  return { job, open, state };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('image job queue (issue 29 §3)', () => {
  it('[29.3] runs `concurrency` jobs at once, queues `queue` more and refuses the next with 503 MEDIA_BUSY and Retry-After', async () => {
    const queue = new EncodeQueue({ concurrency: 1, queue: 2 });
    const [a, b, c] = [gate(), gate(), gate()];
    const first = queue.run('a', a.job);
    const second = queue.run('b', b.job);
    const third = queue.run('c', c.job);
    await tick();
    expect([a.state.started, b.state.started, c.state.started]).toEqual([true, false, false]);
    expect(queue.stats).toEqual({ running: 1, waiting: 2, background: 0 });

    const refused = await queue.run('d', async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'MEDIA_BUSY' });
    expect(Number((refused as AppError).headers?.['retry-after'])).toBeGreaterThanOrEqual(1);

    a.open();
    await expect(first).resolves.toBe('done');
    await tick();
    expect(b.state.started).toBe(true);
    expect(c.state.started).toBe(false);
    b.open();
    c.open();
    await expect(Promise.all([second, third])).resolves.toEqual(['done', 'done']);
    expect(queue.stats).toEqual({ running: 0, waiting: 0, background: 0 });
  });

  it('[29.3] the same job asked again is shared, even when the queue is full', async () => {
    const queue = new EncodeQueue({ concurrency: 1, queue: 0 });
    const a = gate();
    let runs = 0;
    const job = () => {
      runs++;
      return a.job();
    };
    const first = queue.run('same', job);
    const again = queue.run('same', job);
    a.open();
    await expect(Promise.all([first, again])).resolves.toEqual(['done', 'done']);
    expect(runs).toBe(1);
  });

  it('[29.3] background jobs wait without limit and only run when no request waits; a request joining one moves it ahead', async () => {
    const queue = new EncodeQueue({ concurrency: 1, queue: 1 });
    const order: string[] = [];
    const running = gate();
    const blocker = queue.run('blocker', running.job);
    const job = (name: string) => async () => void order.push(name);
    const background = ['w1', 'w2', 'w3'].map((name) => queue.run(name, job(name), 'background'));
    const request = queue.run('r1', job('r1'));
    // w3 is wanted by a shopper: it goes before w1 and w2 but after the request already waiting.
    const joined = queue.run('w3', job('w3-again'));
    expect(queue.stats).toEqual({ running: 1, waiting: 2, background: 2 });
    running.open();
    await Promise.all([blocker, request, joined, ...background]);
    expect(order).toEqual(['r1', 'w3', 'w1', 'w2']);
  });

  it('[29.3] a failed job frees its slot and its key', async () => {
    const queue = new EncodeQueue({ concurrency: 1, queue: 0 });
    await expect(queue.run('x', async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    await expect(queue.run('x', async () => 'again')).resolves.toBe('again');
  });

  it('[29.3] limits from the environment: 1 job on 2 cores with one libvips thread, never more than the thread pool spares', () => {
    expect(encodeLimitsFromEnv({}, 2)).toEqual({ concurrency: 1, queue: 24, threads: 1 });
    expect(encodeLimitsFromEnv({}, 16)).toEqual({ concurrency: 2, queue: 48, threads: 7 });
    expect(encodeLimitsFromEnv({ UV_THREADPOOL_SIZE: '16' }, 16).concurrency).toBe(8);
    expect(encodeLimitsFromEnv({ MEDIA_ENCODE_CONCURRENCY: '3', MEDIA_ENCODE_QUEUE: '0', MEDIA_ENCODE_THREADS: '2' }, 2)).toEqual({ concurrency: 3, queue: 0, threads: 2 });
    expect(() => encodeLimitsFromEnv({ MEDIA_ENCODE_CONCURRENCY: '0' }, 2)).toThrow(/MEDIA_ENCODE_CONCURRENCY/);
  });
});
