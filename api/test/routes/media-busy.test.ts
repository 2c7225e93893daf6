/**
 * Issue 29 §3: first requests for large photo variants of many products at once. Every encode
 * holds a libuv thread, the pool fs, dns and crypto share: the server bounds them and says 503
 * with Retry-After beyond its queue, and keeps answering everything else meanwhile.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'trama-media-busy-'));
  // One image job at a time and two waiting: the 2-core default, with a small queue.
  t = await createTestApp({ media: { mediaDir, encoding: { concurrency: 1, queue: 2 } } });
  await t.write('shell/dist/robots.txt', 'User-agent: *\nAllow: /\n');
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const AVIF = 'image/avif,image/webp,image/*,*/*;q=0.8';

describe('photo variants under a burst of first requests (issue 29 §3)', () => {
  it('[29.3] 16 parallel first requests for 1280 px AVIF photos: some 503 with Retry-After, none 500, while health and static files answer', async () => {
    const rows = await t.app.db.select({ canonicalUrl: products.canonicalUrl }).from(products).orderBy(asc(products.productId)).limit(16);
    expect(rows).toHaveLength(16);
    const urls = rows.map(({ canonicalUrl }) => `/media/products/${canonicalUrl}-1.jpg?w=1280`);
    let burstEnded = 0;
    const burst = Promise.all(urls.map((url) => t.app.inject({ url, headers: { accept: AVIF } }))).finally(() => (burstEnded = performance.now()));

    // Meanwhile: the server's other answers do not wait for the images.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.app.inject({ url: '/api/health' });
    const robots = await t.app.inject({ url: '/robots.txt' });
    const answeredAt = performance.now();
    expect(health.statusCode).toBe(200);
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');

    const answers = await burst;
    expect(answeredAt).toBeLessThan(burstEnded);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503), statuses.join(' ')).toBe(true);
    const busy = answers.filter((a) => a.statusCode === 503);
    const refusedUrl = urls[answers.findIndex((a) => a.statusCode === 503)]!;
    expect(busy.length, statuses.join(' ')).toBeGreaterThan(0);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.json()).toMatchObject({ code: 'MEDIA_BUSY' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Never kept by a browser or a CDN: the photo exists a moment later.
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
    }
    for (const answer of answers.filter((a) => a.statusCode === 200)) expect(answer.headers['content-type']).toBe('image/avif');

    // Retried after the burst, a refused photo is served.
    const again = await t.app.inject({ url: refusedUrl, headers: { accept: AVIF } });
    expect(again.statusCode).toBe(200);
  });
});
