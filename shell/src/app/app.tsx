import { BrowserRouter } from 'react-router';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import { ShellLayout } from './shell-layout.tsx';

export function App({ loader }: { loader: RemoteLoader }) {
  return (
    <I18nextProvider i18n={getI18n()}>
      <BrowserRouter>
        <RemoteLoaderProvider loader={loader}>
          <ShellLayout />
        </RemoteLoaderProvider>
      </BrowserRouter>
    </I18nextProvider>
  );
}
