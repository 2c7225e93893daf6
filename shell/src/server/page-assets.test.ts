import { describe, expect, it } from 'vitest';
import { parcelPrefetch } from './page-assets.ts';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'BasketHeader',
      assets: {
        js: { sync: ['175.a.js', '__federation_expose_BasketHeader.b.js'], async: ['texts-it-basket-json.c.js', 'texts-de-basket-json.d.js', 'texts-fr.e.js', '__federation_expose_OrderPage.f.js', '607.g.js'] },
        css: { sync: ['styles.h.css'] },
      },
    },
  ],
};

const options = {
  origin: 'http://127.0.0.1:8080',
  registry: async () => ({
    remotes: [
      { name: 'basket', manifestUrl: '/remotes/basket/b1/mf-manifest.json', enabled: true, buildId: 'b1', channel: 'stable' as const },
      { name: 'stores', manifestUrl: '/remotes/stores/s1/mf-manifest.json', enabled: false, buildId: 's1', channel: 'stable' as const },
    ],
  }),
  fetch: async (url: string) => (url.endsWith('/remotes/basket/b1/mf-manifest.json') ? Response.json(manifest) : new Response('', { status: 404 })),
};

describe('issue 30 §3 what a parcel\'s first use loads, for the prefetch on idle', () => {
  it('the entry, the parcel\'s chunks and later ones, and its stylesheet; never another parcel, nor the remote\'s own copy of the texts (the shell serves them)', async () => {
    const files = await parcelPrefetch([{ remote: 'basket', parcel: 'BasketHeader' }], options);
    expect(files.scripts).toEqual([
      '/remotes/basket/b1/remoteEntry.js',
      '/remotes/basket/b1/175.a.js',
      '/remotes/basket/b1/__federation_expose_BasketHeader.b.js',
    ]);
    expect(files.styles).toEqual(['/remotes/basket/b1/styles.h.css']);
    // Issue 30 §6: what the parcel imports after it has drawn comes in the second wave.
    expect(files.later).toEqual(['/remotes/basket/b1/607.g.js']);
  });

  it('a remote switched off, or one whose manifest cannot be read, adds nothing', async () => {
    const files = await parcelPrefetch([{ remote: 'stores', parcel: 'StorePanel' }, { remote: 'catalogue', parcel: 'SearchBox' }], options);
    expect(files).toEqual({ scripts: [], styles: [], later: [] });
  });
});
