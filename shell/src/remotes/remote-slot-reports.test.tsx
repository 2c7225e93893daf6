import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { RemoteSlot } from './remote-slot.tsx';
import { RENDER_ERROR_EVENT, takeSlotReports, type SlotReport } from './slot-reports.ts';

const BUILD = 'a1b2c3d4e5f6';
// A slot reports from an effect after it shows its state: the tests wait for the report itself.
const reports: SlotReport[] = [];
beforeAll(() => takeSlotReports((report) => reports.push(report)));
beforeEach(() => {
  reports.length = 0;
});
afterEach(() => cleanup());

const slot = () => screen.getByTestId('slot-catalogue-ProductList');
/** A loader whose registry names `BUILD` for every remote. */
const withBuild = (load: Parameters<typeof fakeLoader>[0]['load']) => Object.assign(fakeLoader({ load }), { buildOf: () => BUILD });

describe('[33.3] RemoteSlot reports each run’s outcome per build', () => {
  it('[33.3] a slot that mounted reports one mount of its build', async () => {
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader: withBuild(() => Promise.resolve(testParcel())) });
    await waitFor(() => expect(slot().dataset.state).toBe('loaded'));
    await waitFor(() => expect(reports).toEqual([{ remote: 'catalogue', buildId: BUILD, kind: 'mount' }]));
  });

  it('[33.3] a load that failed after its retry is one load failure (the failed first try is not)', async () => {
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader: withBuild(() => Promise.reject(new Error('entry 500'))) });
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    await waitFor(() => expect(reports).toEqual([{ remote: 'catalogue', buildId: BUILD, kind: 'load-failure' }]));
  });

  it('[33.3] a first try that failed and a retry that mounted is a mount only', async () => {
    let tries = 0;
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, {
      loader: withBuild(() => (++tries === 1 ? Promise.reject(new Error('blip')) : Promise.resolve(testParcel()))),
    });
    await waitFor(() => expect(slot().dataset.state).toBe('loaded'));
    await waitFor(() => expect(reports.map((report) => report.kind)).toEqual(['mount']));
  });

  it('[33.3] a parcel that threw while mounting (the slot’s error boundary) is a render failure', async () => {
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, {
      loader: withBuild(() => Promise.resolve(testParcel(() => Promise.reject(new Error('render broke'))))),
    });
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    await waitFor(() => expect(reports).toEqual([{ remote: 'catalogue', buildId: BUILD, kind: 'render-failure' }]));
  });

  it('[33.3] a render error the parcel’s own boundary caught (trama:render-error on its element) is a render failure, not a mount', async () => {
    const parcel = testParcel((props) => {
      (props as { domElement: HTMLElement }).domElement.dispatchEvent(new CustomEvent(RENDER_ERROR_EVENT, { bubbles: true }));
    });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader: withBuild(() => Promise.resolve(parcel)) });
    await waitFor(() => expect(slot().dataset.state).toBe('loaded'));
    await waitFor(() => expect(reports).toEqual([{ remote: 'catalogue', buildId: BUILD, kind: 'render-failure' }]));
  });

  it('[33.3] a manual retry is a new run with its own report', async () => {
    let fail = true;
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, {
      loader: withBuild(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(testParcel()))),
    });
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    fail = false;
    act(() => screen.getByRole('button', { name: 'Riprova' }).click());
    await waitFor(() => expect(slot().dataset.state).toBe('loaded'));
    await waitFor(() => expect(reports.map((report) => report.kind)).toEqual(['load-failure', 'mount']));
  });

  it('[33.3] a loader that knows no build (a dev server, an older shell test loader) reports nothing', async () => {
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader: fakeLoader({}) });
    await waitFor(() => expect(slot().dataset.state).toBe('loaded'));
    await vi.waitFor(() => expect(reports).toEqual([]));
  });
});
