/** Issue 18 §4: the rendered-page cache forgets its pages when the data they show changed (docs/caching.md). */
import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from '../../src/plugins/page-rendering.ts';

describe('issue 18 §4 rendered page cache: clear()', () => {
  it('renders again after a clear, also a page whose render was in flight at the clear', async () => {
    const cache = new RenderedPageCache(60_000);
    let renders = 0;
    const render = async () => ({ status: 200, html: `render ${++renders}`, slot: 'server' });
    expect((await cache.get('/it/letto', render)).html).toBe('render 1');
    cache.clear();
    expect((await cache.get('/it/letto', render)).html).toBe('render 2');
    // Begun before the write's notification: its answer goes to its callers, it is not kept.
    const inFlight = cache.get('/it/letto/lenzuola', render);
    cache.clear();
    expect((await inFlight).html).toBe('render 3');
    expect((await cache.get('/it/letto/lenzuola', render)).html).toBe('render 4');
  });
});
