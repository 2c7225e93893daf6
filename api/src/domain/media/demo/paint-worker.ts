/**
 * A worker thread that paints cloth shots (paint-pool.ts): painting is plain JavaScript on
 * millions of pixels, so off the main thread the server keeps answering and both cores paint.
 */
import { parentPort } from 'node:worker_threads';
import { parseHex } from './canvas.ts';
import { paintTextile, type TextileAngle } from './textile-scenes.ts';
import type { Cloth } from './textures.ts';

export interface PaintJob {
  id: number;
  width: number;
  height: number;
  cloth: Cloth;
  colour: string;
  angle: TextileAngle;
  seed: number;
}

parentPort?.on('message', (job: PaintJob) => {
  try {
    const canvas = paintTextile(job.width, job.height, { cloth: job.cloth, colour: parseHex(job.colour), seed: job.seed }, job.angle);
    parentPort!.postMessage({ id: job.id, pixels: canvas.data }, [canvas.data.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: String(error) });
  }
});
