import { BrowserRouter } from 'react-router';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { useState } from 'react';
import { PrerenderedPageContext, type PrerenderedPage } from '../remotes/prerendered-slot.tsx';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import { ShellLayout } from './shell-layout.tsx';

/** `prerendered`: the page slot the server rendered (hydrated once, then pages render in the browser). */
export function App({ loader, prerendered = null }: { loader: RemoteLoader; prerendered?: PrerenderedPage | null }) {
  const [page, setPage] = useState(prerendered);
  return (
    <I18nextProvider i18n={getI18n()}>
      <BrowserRouter>
        <RemoteLoaderProvider loader={loader}>
          <PrerenderedPageContext value={{ page, release: () => setPage(null) }}>
            <ShellLayout />
          </PrerenderedPageContext>
        </RemoteLoaderProvider>
      </BrowserRouter>
    </I18nextProvider>
  );
}
