/**
 * Issue 29 §2: one request stalled the shop. A 7,000-segment page path (a 14 KB request line) took
 * 2 s of event loop in route resolution, and four at once made /api/health wait 7 s. The edge now
 * refuses absurd page URLs before any routing (docs/rendering.md "Limits") and the matcher is
 * linear (shell/src/routing/resolve-route.linear.test.ts counts its work).
 */
import { connect } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFixtureForFile } from './site-fixture.ts';

process.env.SERVER_RENDER_BUDGET_MS = '1500';
process.env.RENDER_CACHE_TTL_MS = '0';

const site = siteFixtureForFile();
beforeAll(async () => {
  // Warm: the first render loads the remotes' server code.
  await site.t.app.inject({ url: '/it/letto/lenzuola' });
  await site.t.app.inject({ url: '/it/404' });
}, 60_000);

const get = (url: string) => site.t.app.inject({ url });
const ABSURD = `/it/letto/lenzuola/filtres${'/a/a'.repeat(3_500)}`;

describe('[29.2] absurd page URLs are refused before routing', () => {
  it('[29.2] the 14 KB, 7,000-segment filter path answers the 404 page (not cacheable) without holding the event loop', async () => {
    expect(ABSURD.length).toBeGreaterThan(14_000);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const answers = await Promise.all([get(ABSURD), get(ABSURD), get(ABSURD), get(ABSURD)]);
    delay.disable();
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Pagina non trovata');
      expect(res.headers['cache-control']).not.toMatch(/public|s-maxage/);
      // The path is not echoed into the page.
      expect(res.body).not.toContain('/a/a/a/a');
    }
    // Generous (the machine is shared); before the fix one request alone held the loop for seconds.
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it('[29.2] more than 32 segments, or a path over 2 KB, is the 404 page; a query over 2 KB is 414', async () => {
    const deep = await get(`/it/letto/lenzuola/filtres${'/colore/blu'.repeat(15)}`);
    expect(deep.statusCode).toBe(404);
    expect(deep.body).toContain('Pagina non trovata');
    const long = await get(`/it/letto/${'x'.repeat(2_100)}`);
    expect(long.statusCode).toBe(404);
    const query = await get(`/it/search?criteria=${'lino+'.repeat(500)}`);
    expect(query.statusCode).toBe(414);
    expect(query.headers['cache-control']).not.toMatch(/public|s-maxage/);
    // In the page's language.
    const german = await get(`/de/bett${'/x'.repeat(40)}`);
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain('<html lang="de"');
  });

  it('[29.2] real shop URLs stay well inside the limits', async () => {
    const filtered = await get('/it/letto/lenzuola/filtres/color/sabbia/size/160x280');
    expect(filtered.statusCode).not.toBe(414);
    expect((await get('/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016')).statusCode).toBe(200);
    expect((await get(`/it/search?criteria=lino&utm_source=newsletter&utm_campaign=${'x'.repeat(300)}`)).statusCode).toBe(200);
  });

  it('[29.2] many query parameters on an API route are parsed in linear time (no stall)', async () => {
    const many = Array.from({ length: 1_500 }, (_, i) => `p${i}=${i}`).join('&');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const res = await get(`/api/health?${many}`);
    delay.disable();
    expect(res.statusCode).toBeLessThan(500);
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it('[29.2] headers over 16 KiB are refused by the HTTP parser (431) before any route runs', async () => {
    await site.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = site.t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET /it HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  });
});
