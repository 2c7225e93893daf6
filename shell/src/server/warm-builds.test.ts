import { describe, expect, it, vi } from 'vitest';
import { buildName, type RemoteBuild, type RemoteModules } from './remote-modules.ts';
import { createBuildWarmer } from './warm-builds.ts';

const build = (remote: string, id: string): RemoteBuild => ({ entry: `http://trama.render/remotes/${remote}/${id}/server/remoteEntry.js`, name: buildName(remote, id) });

function fakeModules(added: { remote: string; build: RemoteBuild }[]) {
  const loads: string[] = [];
  const modules: RemoteModules = {
    sync: () => new Map(),
    register: () => null,
    takeAdded: () => added.splice(0),
    load: async (b, parcel) => {
      loads.push(`${b.name}/${parcel}`);
      return {};
    },
  };
  return { modules, loads };
}

describe('issue 33 the server warms each build under its own name', () => {
  it('[33.1] a build is named <remote>__<buildId>: two builds of one remote never share a name', () => {
    expect(buildName('catalogue', '3f9a0c1d2e4b')).toBe('catalogue__3f9a0c1d2e4b');
    expect(buildName('catalogue', 'broken-hangs')).toBe('catalogue__broken_hangs');
    expect(buildName('catalogue', 'aaaaaaaaaaaa')).not.toBe(buildName('catalogue', 'cccccccccccc'));
  });

  it('[33.1] a build a request met first is warmed after that request: every public parcel of that build, none of another remote', async () => {
    vi.useFakeTimers();
    try {
      const canary = build('catalogue', 'cccccccccccc');
      const { modules, loads } = fakeModules([{ remote: 'catalogue', build: canary }, { remote: 'basket', build: build('basket', 'bbbbbbbbbbbb') }]);
      const warmer = createBuildWarmer(modules, (remote) => (remote === 'catalogue' ? ['ProductList', 'ProductPage'] : []));
      warmer.warmAddedLater();
      expect(loads).toEqual([]);
      await vi.runAllTimersAsync();
      expect(loads).toEqual(['catalogue__cccccccccccc/ProductList', 'catalogue__cccccccccccc/ProductPage']);
      warmer.warmAddedLater();
      await vi.runAllTimersAsync();
      expect(loads).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
