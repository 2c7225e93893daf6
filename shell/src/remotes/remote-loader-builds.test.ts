import { describe, expect, it, vi } from 'vitest';
import type { RemoteRegistry } from '@trama/shared/contract';
import { buildIdOfEntry, createRemoteLoader } from './remote-loader.ts';

describe('[33.3] the build each remote loads (for the slots’ reports)', () => {
  it('[33.3] is the registry entry’s build id; an older answer’s is read from the manifest URL; a dev server has none', async () => {
    const registry = {
      remotes: [
        { name: 'catalogue', manifestUrl: '/remotes/catalogue/a1b2c3d4e5f6/mf-manifest.json', enabled: true, buildId: 'fedcba987654' },
        { name: 'content', manifestUrl: '/remotes/content/0123456789ab/mf-manifest.json', enabled: true },
        { name: 'basket', manifestUrl: 'http://localhost:3002/mf-manifest.json', enabled: true },
        { name: 'account', manifestUrl: '/remotes/account/00000000000a/mf-manifest.json', enabled: false },
      ],
    } as RemoteRegistry;
    const loader = createRemoteLoader({
      fetchRegistry: async () => registry,
      runtime: { registerRemotes: () => undefined, loadRemote: () => Promise.reject(new Error('none')) },
      origin: 'http://localhost:8080',
    });
    expect(loader.buildOf?.('catalogue')).toBeNull();
    await vi.waitFor(() => expect(loader.getRegistry().status).toBe('ready'));
    expect(loader.buildOf?.('catalogue')).toBe('fedcba987654');
    expect(loader.buildOf?.('content')).toBe('0123456789ab');
    expect(loader.buildOf?.('basket')).toBeNull();
    expect(loader.buildOf?.('account')).toBeNull();
  });

  it('[33.3] buildIdOfEntry', () => {
    expect(buildIdOfEntry({ manifestUrl: 'https://cdn.example/remotes/stores/abcdef012345/mf-manifest.json' })).toBe('abcdef012345');
    expect(buildIdOfEntry({ manifestUrl: '/remotes/stores/broken-hangs/mf-manifest.json' })).toBeNull();
  });
});
