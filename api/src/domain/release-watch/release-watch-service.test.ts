import { describe, expect, it } from 'vitest';
import { countsOf } from './release-watch-service.ts';

describe('[33.3] a batch becomes counts', () => {
  it('[33.3] the same remote, build and kind many times is one row with its count', () => {
    expect(
      countsOf([
        { remote: 'catalogue', buildId: 'a1b2c3d4e5f6', kind: 'mount' },
        { remote: 'catalogue', buildId: 'a1b2c3d4e5f6', kind: 'render-failure' },
        { remote: 'catalogue', buildId: 'a1b2c3d4e5f6', kind: 'mount' },
        { remote: 'basket', buildId: 'a1b2c3d4e5f6', kind: 'mount' },
      ]),
    ).toEqual([
      { remote: 'catalogue', buildId: 'a1b2c3d4e5f6', kind: 'mount', count: 2 },
      { remote: 'catalogue', buildId: 'a1b2c3d4e5f6', kind: 'render-failure', count: 1 },
      { remote: 'basket', buildId: 'a1b2c3d4e5f6', kind: 'mount', count: 1 },
    ]);
  });
});
