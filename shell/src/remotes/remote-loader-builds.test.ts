import { describe, expect, it, vi } from 'vitest';
import type { RemoteRegistry } from '@trama/shared/contract';
import { createRemoteLoader } from './remote-loader.ts';

describe('[33.3] the build each remote loads (for the slots’ reports)', () => {
  it('[33.3] is the registry entry’s build id, once the registry answered; a disabled remote has none', async () => {
    const registry: RemoteRegistry = {
      remotes: [
        { name: 'catalogue', manifestUrl: '/remotes/catalogue/fedcba987654/mf-manifest.json', enabled: true, buildId: 'fedcba987654', channel: 'canary' },
        { name: 'content', manifestUrl: '/remotes/content/0123456789ab/mf-manifest.json', enabled: true, buildId: '0123456789ab', channel: 'stable' },
        { name: 'account', manifestUrl: '/remotes/account/00000000000a/mf-manifest.json', enabled: false, buildId: '00000000000a', channel: 'stable' },
      ],
    };
    const loader = createRemoteLoader({
      fetchRegistry: async () => registry,
      runtime: { registerRemotes: () => undefined, loadRemote: () => Promise.reject(new Error('none')) },
      origin: 'http://localhost:8080',
    });
    expect(loader.buildOf?.('catalogue')).toBeNull();
    await vi.waitFor(() => expect(loader.getRegistry().status).toBe('ready'));
    expect(loader.buildOf?.('catalogue')).toBe('fedcba987654');
    expect(loader.buildOf?.('content')).toBe('0123456789ab');
    expect(loader.buildOf?.('account')).toBeNull();
    expect(loader.buildOf?.('stores')).toBeNull();
  });
});
