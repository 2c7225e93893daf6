import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from '../../src/plugins/page-rendering.ts';

const page = (slot: string, html = 'x') => ({ status: 200, html, slot });

describe('issue 13 rendered page cache (anonymous HTML is the same for everyone)', () => {
  it('renders once for concurrent and repeated requests of one page within the TTL', async () => {
    const cache = new RenderedPageCache(60_000);
    let renders = 0;
    const render = async () => page('server', `render ${++renders}`);
    const [a, b] = await Promise.all([cache.get('/it/letto', render), cache.get('/it/letto', render)]);
    expect(renders).toBe(1);
    expect(a.html).toBe(b.html);
    expect((await cache.get('/it/letto', render)).html).toBe('render 1');
    expect((await cache.get('/it/bagno', render)).html).toBe('render 2');
  });

  it('does not keep a page whose slot fell back to the browser (the fault may pass)', async () => {
    const cache = new RenderedPageCache(60_000);
    let renders = 0;
    const render = async () => page(++renders === 1 ? 'timeout' : 'server');
    expect((await cache.get('/it', render)).slot).toBe('timeout');
    expect((await cache.get('/it', render)).slot).toBe('server');
  });

  it('renders every time with a TTL of 0, and forgets a failed render', async () => {
    const off = new RenderedPageCache(0);
    let renders = 0;
    await off.get('/it', async () => page(`n${++renders}`));
    await off.get('/it', async () => page(`n${++renders}`));
    expect(renders).toBe(2);
    const cache = new RenderedPageCache(60_000);
    await expect(cache.get('/it', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('/it', async () => page('server', 'ok'))).html).toBe('ok');
  });
});

describe('issue 13 the shell page the renderer fills in follows a rebuilt shell', () => {
  it('reads index.html and the shell stylesheets again once index.html changes; the stylesheets are inlined unless they could close <style>', async () => {
    const { mkdtemp, writeFile, rm, utimes } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { shellFiles } = await import('../../src/plugins/page-rendering.ts');
    const dir = await mkdtemp(path.join(tmpdir(), 'trama-shell-'));
    try {
      await writeFile(path.join(dir, 'index.html'), '<script src="/main.aaaa1111.js"></script>');
      await writeFile(path.join(dir, 'shell-styles.aaaa1111.css'), '.sh-a{color:red}');
      const shell = shellFiles(dir);
      expect(shell.page()).toContain('main.aaaa1111.js');
      expect(shell.styles()).toEqual(['.sh-a{color:red}']);
      expect(shell.stylesheets()).toEqual([]);
      await rm(path.join(dir, 'shell-styles.aaaa1111.css'));
      await writeFile(path.join(dir, 'shell-styles.bbbb2222.css'), '.sh-b{content:"</style>"}');
      await writeFile(path.join(dir, 'index.html'), '<script src="/main.bbbb2222.js"></script>');
      const later = new Date(Date.now() + 5000);
      await utimes(path.join(dir, 'index.html'), later, later);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(shell.page()).toContain('main.bbbb2222.js');
      expect(shell.styles()).toEqual([]);
      expect(shell.stylesheets()).toEqual(['/shell-styles.bbbb2222.css']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
