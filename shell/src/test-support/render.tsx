import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import type { ParcelConfigObject } from 'single-spa';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import type { RegistryState, RemoteLoader } from '../remotes/remote-loader.ts';

export interface FakeLoader extends RemoteLoader {
  calls: string[];
}

/** A loader without Module Federation: `load` decides what each parcel request gives. */
export function fakeLoader(options: {
  enabled?: string[];
  registry?: RegistryState['status'];
  load?: (id: string, attempt: number) => Promise<unknown>;
}): FakeLoader {
  const { enabled = ['catalogue', 'basket', 'account', 'content', 'stores'], registry = 'ready' } = options;
  const state: RegistryState = registry === 'ready' ? { status: 'ready', enabled: new Set(enabled) } : { status: registry };
  const calls: string[] = [];
  return {
    calls,
    getRegistry: () => state,
    subscribe: () => () => undefined,
    refreshRegistry: () => undefined,
    loadParcel(remote, parcel, attempt) {
      const id = `${remote}/${parcel}`;
      calls.push(id);
      return (options.load ?? (() => Promise.resolve(testParcel())))(id, attempt) as ReturnType<RemoteLoader['loadParcel']>;
    },
  };
}

/** A real single-spa parcel that writes its props into its element, so tests see what a shopper sees. */
export function testParcel(onMount?: (props: Record<string, unknown>) => void | Promise<void>): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      await onMount?.(props as Record<string, unknown>);
      const { domElement, label } = props as unknown as { domElement: HTMLElement; label?: string };
      domElement.textContent = `parcel ${label ?? ''}`.trim();
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
    update: async () => undefined,
  };
}

/** What the shell wraps a page's parts in: translations, the router at `path`, the remotes' loader. */
export function shellTree(ui: ReactElement, options: { loader?: RemoteLoader; path?: string } = {}): ReactElement {
  return (
    <I18nextProvider i18n={getI18n('it')}>
      <MemoryRouter initialEntries={[options.path ?? '/it']}>
        <RemoteLoaderProvider loader={options.loader ?? fakeLoader({})}>{ui}</RemoteLoaderProvider>
      </MemoryRouter>
    </I18nextProvider>
  );
}

export function renderInShell(ui: ReactElement, options: { loader?: RemoteLoader; path?: string } = {}): RenderResult {
  return render(shellTree(ui, options));
}

/** Shows where the router is, so tests see redirects the way a shopper sees the address bar. */
export function Where() {
  const location = useLocation();
  const navigation = useNavigationType();
  return <output data-testid="where" data-navigation={navigation}>{`${location.pathname}${location.search}`}</output>;
}
