import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { ShellLayout } from '../app/shell-layout.tsx';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import { stubApi, type ApiStub } from './api.ts';
import { shopMenu } from './menu.ts';
import { fakeLoader, Where } from './render.tsx';

/** The whole shell at a path, with the API answered from memory and remotes faked. */
export function renderShellAt(path: string, api: ApiStub = {}, beforeRender?: () => void) {
  const calls = stubApi({ menu: shopMenu(), ...api });
  // What bootstrap does before the first render (the auth session), with the API already answered.
  beforeRender?.();
  render(
    <I18nextProvider i18n={getI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <RemoteLoaderProvider loader={fakeLoader({})}>
          <ShellLayout />
          <Where />
        </RemoteLoaderProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return calls;
}
