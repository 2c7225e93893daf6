import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { SIZE_GUIDE_PANEL_ID } from '@trama/shared/contract';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { menuItem } from '@trama/shared/testing';
import { markFirstView } from '../remotes/first-view.ts';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { SizeGuidePanelHost } from './size-guide-panel.tsx';

const MENU = [menuItem({ menuId: 73, key: 'guide_des_tailles', label: 'Guida alle taglie', canonicalUrl: '/guida-alle-taglie', gridId: 44, gridTypeId: 5 })];
/**
 * The panel once open. It is always in the page (an HTML popover the browser shows, issue 30 §2);
 * happy-dom has no popovers, so the shell shows it from `data-open`, as in such a browser.
 */
const dialog = () => {
  const panel = screen.queryByRole('dialog');
  return panel?.hasAttribute('data-open') ? panel : null;
};
const findDialog = async (name?: string) => {
  await waitFor(() => expect(dialog()).not.toBeNull());
  const panel = dialog()!;
  if (name) expect(screen.getByRole('dialog', { name })).toBe(panel);
  return panel;
};

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
    const panel = await findDialog('Guida alle taglie');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toMatchObject({ language: 'it', gridId: 44 });
    expect(document.activeElement).toBe(panel.querySelector('.sh-size-guide__panel'));
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
    await findDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(opener);

    act(() => opener.click());
    await findDialog();
    act(() => screen.getByRole('button', { name: 'Chiudi' }).click());
    await waitFor(() => expect(dialog()).toBeNull());

    act(() => getBus().send('ui.open', { panel: 'sizeGuide' }));
    await findDialog();
    act(() => getBus().send('ui.close', { panel: 'sizeGuide' }));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('other panels do not open it; without a guide entry it is titled by the shell and shows the guide as missing', async () => {
    renderInShell(<SizeGuidePanelHost menu={[]} language="it" path="/x" />, { loader: loader() });
    act(() => getBus().send('ui.open', { panel: 'stores' }));
    expect(dialog()).toBeNull();
    act(() => getBus().send('ui.open', { panel: 'sizeGuide' }));
    await findDialog('Guida alle taglie');
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
    await findDialog();
    act(() => screen.getByRole('button', { name: 'Altra pagina' }).click());
    expect(dialog()).toBeNull();
  });
});

describe('issue 30 §2 the size guide opens with no script of ours', () => {
  const tree = () => (
    <I18nextProvider i18n={getI18n()}>
      <MemoryRouter>
        <RemoteLoaderProvider loader={loader()}>
          <SizeGuidePanelHost menu={MENU} language="it" path="/letto/lenzuola/x" />
        </RemoteLoaderProvider>
      </MemoryRouter>
    </I18nextProvider>
  );

  it('[30.2] every page\'s HTML holds the panel as a popover the product page\'s button names (SIZE_GUIDE_PANEL_ID), with its title and a close button', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(tree());
    const panel = page.querySelector(`#${SIZE_GUIDE_PANEL_ID}`) as HTMLElement;
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.hasAttribute('data-open')).toBe(false);
    expect(panel.hasAttribute('data-no-hold')).toBe(true);
    expect(page.querySelector(`#${panel.getAttribute('aria-labelledby')}`)?.textContent).toBe('Guida alle taglie');
    const close = panel.querySelector('button') as HTMLElement;
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual([SIZE_GUIDE_PANEL_ID, 'hide']);
    // Nothing of the grid before it is opened.
    expect(page.querySelector('[data-testid="slot-content-SizeGuide"]')).toBeNull();
  });

  it('[30.2] a panel the browser opened before hydration gets its grid and the focus once the page runs; closing it goes through the browser', async () => {
    // happy-dom has no popovers: a small stand-in for the browser's (show, hide, :popover-open, toggle).
    const showing = new WeakSet<Element>();
    const toggle = (element: HTMLElement, open: boolean) => {
      if (open) showing.add(element);
      else showing.delete(element);
      element.dispatchEvent(Object.assign(new Event('toggle'), { newState: open ? 'open' : 'closed', oldState: open ? 'closed' : 'open' }));
    };
    const matches = Element.prototype.matches;
    const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
    proto.showPopover = function (this: HTMLElement) {
      toggle(this, true);
    };
    proto.hidePopover = function (this: HTMLElement) {
      toggle(this, false);
    };
    Element.prototype.matches = function (this: Element, selector: string) {
      return selector === ':popover-open' ? showing.has(this) : matches.call(this, selector);
    };
    try {
      const page = document.createElement('div');
      page.innerHTML = renderToString(tree());
      document.body.append(page);
      const panel = page.querySelector(`#${SIZE_GUIDE_PANEL_ID}`) as HTMLElement;
      showing.add(panel); // the tap on the product page's button, before any script
      const errors: unknown[] = [];
      const root = hydrateRoot(page, tree(), { onRecoverableError: (error) => errors.push(error) });
      await waitFor(() => expect(mounted).toHaveLength(1));
      expect(errors).toEqual([]);
      expect(document.activeElement).toBe(panel.querySelector('.sh-size-guide__panel'));
      // Escape (the browser's light dismiss) closes it: the shell follows.
      act(() => (panel as unknown as { hidePopover(): void }).hidePopover());
      await waitFor(() => expect(page.querySelector('[data-testid="slot-content-SizeGuide"]')).toBeNull());
      act(() => getBus().send('ui.open', { panel: 'sizeGuide' }));
      expect(showing.has(panel)).toBe(true);
      act(() => getBus().send('ui.close', { panel: 'sizeGuide' }));
      expect(showing.has(panel)).toBe(false);
      act(() => root.unmount());
      page.remove();
    } finally {
      delete proto.showPopover;
      delete proto.hidePopover;
      Element.prototype.matches = matches;
    }
  });
});
