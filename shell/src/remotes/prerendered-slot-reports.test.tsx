import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { PrerenderedPageContext, PrerenderedSlot, type PrerenderedPage } from './prerendered-slot.tsx';
import { takeSlotReports, type SlotReport } from './slot-reports.ts';

const reports: SlotReport[] = [];
beforeAll(() => takeSlotReports((report) => reports.push(report)));
beforeEach(() => {
  reports.length = 0;
});
afterEach(() => cleanup());

const page: PrerenderedPage = { slotKey: 'catalogue/ProductList/1', html: '<p>server</p>', answers: {}, idPrefix: 'p-', build: '0123456789ab' };

function renderSlot(load: Parameters<typeof fakeLoader>[0]['load'], buildOf?: () => string) {
  const loader = Object.assign(fakeLoader({ load }), buildOf ? { buildOf } : {});
  renderInShell(
    <PrerenderedPageContext value={{ page, release: () => undefined }}>
      <PrerenderedSlot remote="catalogue" parcel="ProductList" parcelProps={{}} page={page} />
    </PrerenderedPageContext>,
    { loader },
  );
  return () => screen.getByTestId('slot-catalogue-ProductList');
}

describe('[33.3] the server-rendered page slot reports its outcome per build', () => {
  it('[33.3] hydrated: a mount of the registry’s build', async () => {
    const slot = renderSlot(() => Promise.resolve(testParcel()), () => 'a1b2c3d4e5f6');
    await waitFor(() => expect(slot().dataset.state).toBe('loaded'));
    expect(reports).toEqual([{ remote: 'catalogue', buildId: 'a1b2c3d4e5f6', kind: 'mount' }]);
  });

  it('[33.3] its code did not come: a load failure of the build the server rendered', async () => {
    const slot = renderSlot(() => Promise.reject(new Error('entry 500')));
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    expect(reports).toEqual([{ remote: 'catalogue', buildId: '0123456789ab', kind: 'load-failure' }]);
  });

  it('[33.3] it threw while mounting: a render failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slot = renderSlot(() => Promise.resolve(testParcel(() => Promise.reject(new Error('broke')))));
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    expect(reports).toEqual([{ remote: 'catalogue', buildId: '0123456789ab', kind: 'render-failure' }]);
  });
});
