/**
 * Up to two painting threads (paint-worker.ts), started on first use. A thread does not keep the
 * process alive while it has nothing to do. Where a thread cannot start, painting happens here.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PaintJob } from './paint-worker.ts';

interface Slot {
  worker: Worker;
  busy: number;
}

type Pending = { slot: Slot; resolve: (pixels: Uint8ClampedArray) => void; reject: (error: Error) => void };

const slots: Slot[] = [];
const pending = new Map<number, Pending>();
let nextId = 1;
let broken = false;

function start(): Slot | null {
  try {
    const worker = new Worker(new URL('./paint-worker.ts', import.meta.url));
    const slot: Slot = { worker, busy: 0 };
    worker.on('message', (answer: { id: number; pixels?: Uint8ClampedArray; error?: string }) => {
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      if (--slot.busy === 0) worker.unref();
      if (answer.pixels) job?.resolve(answer.pixels);
      else job?.reject(new Error(answer.error ?? 'painting failed'));
    });
    worker.on('error', (error) => {
      // A thread that fails to load (or dies) is not used again; its jobs are painted by the caller.
      broken = true;
      slots.splice(slots.indexOf(slot), 1);
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        job.reject(error);
      }
    });
    worker.unref();
    return slot;
  } catch {
    broken = true;
    return null;
  }
}

/** Pixels of a cloth shot from a painting thread, or null when no thread can take it. */
export function paintInThread(job: Omit<PaintJob, 'id'>): Promise<Uint8ClampedArray> | null {
  if (broken) return null;
  if (slots.length < Math.min(2, availableParallelism()) && slots.every((s) => s.busy > 0)) {
    const slot = start();
    if (slot) slots.push(slot);
  }
  const slot = slots.reduce<Slot | undefined>((best, s) => (!best || s.busy < best.busy ? s : best), undefined);
  if (!slot) return null;
  const id = nextId++;
  slot.busy++;
  slot.worker.ref();
  return new Promise((resolve, reject) => {
    pending.set(id, { slot, resolve, reject });
    slot.worker.postMessage({ ...job, id });
  });
}
