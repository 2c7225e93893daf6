import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { markFirstView } from '../remotes/first-view.ts';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { SizeGuidePanelHost } from './size-guide-panel.tsx';

const MENU = [menuItem({ menuId: 73, key: 'guide_des_tailles', label: 'Guida alle taglie', canonicalUrl: '/guida-alle-taglie', gridId: 44, gridTypeId: 5 })];
const dialog = () => screen.queryByRole('dialog');

let mounted: Record<string, unknown>[];
let loads: number;
const loader = () =>
  fakeLoader({
    enabled: ['content'],
    load: () => {
      loads += 1;
      return Promise.resolve(testParcel((props) => void mounted.push(props)));
    },
  });

beforeEach(() => {
  mounted = [];
  loads = 0;
  markFirstView();
});
afterEach(cleanup);

describe('the size guide side panel (storefront §2 size guide, also as a side panel)', () => {
  it('§2 ui.open sizeGuide opens a dialog named by the guide\'s menu label with mf-content\'s SizeGuide for its grid', async () => {
    renderInShell(<SizeGuidePanelHost menu={MENU} language="it" path="/letto/lenzuola/x" />, { loader: loader() });
    expect(dialog()).toBeNull();
    expect(loads).toBe(0);
    act(() => getBus().send('ui.open', { panel: 'sizeGuide' }));
    const panel = await screen.findByRole('dialog', { name: 'Guida alle taglie' });
    expect(panel.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toMatchObject({ language: 'it', gridId: 44 });
    expect(document.activeElement).toBe(panel);
  });

  it('closes with Escape, with its close button and on ui.close, giving focus back to the opener', async () => {
    renderInShell(
      <>
        <button type="button" onClick={() => getBus().send('ui.open', { panel: 'sizeGuide' })}>
          Guida
        </button>
        <SizeGuidePanelHost menu={MENU} language="it" path="/letto/lenzuola/x" />
      </>,
      { loader: loader() },
    );
    const opener = screen.getByRole('button', { name: 'Guida' });
    opener.focus();
    act(() => opener.click());
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(opener);

    act(() => opener.click());
    await screen.findByRole('dialog');
    act(() => screen.getByRole('button', { name: 'Chiudi' }).click());
    await waitFor(() => expect(dialog()).toBeNull());

    act(() => getBus().send('ui.open', { panel: 'sizeGuide' }));
    await screen.findByRole('dialog');
    act(() => getBus().send('ui.close', { panel: 'sizeGuide' }));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('other panels do not open it; without a guide entry it is titled by the shell and shows the guide as missing', async () => {
    renderInShell(<SizeGuidePanelHost menu={[]} language="it" path="/x" />, { loader: loader() });
    act(() => getBus().send('ui.open', { panel: 'stores' }));
    expect(dialog()).toBeNull();
    act(() => getBus().send('ui.open', { panel: 'sizeGuide' }));
    await screen.findByRole('dialog', { name: 'Guida alle taglie' });
    await waitFor(() => expect(mounted[0]).toMatchObject({ gridId: null }));
  });

  it('another page closes it: the guide belongs to the product page that opened it', async () => {
    function Harness() {
      const [path, setPath] = useState('/letto/lenzuola/x');
      return (
        <>
          <button type="button" onClick={() => setPath('/bagno')}>
            Altra pagina
          </button>
          <SizeGuidePanelHost menu={MENU} language="it" path={path} />
        </>
      );
    }
    renderInShell(<Harness />, { loader: loader() });
    act(() => getBus().send('ui.open', { panel: 'sizeGuide' }));
    await screen.findByRole('dialog');
    act(() => screen.getByRole('button', { name: 'Altra pagina' }).click());
    expect(dialog()).toBeNull();
  });
});
