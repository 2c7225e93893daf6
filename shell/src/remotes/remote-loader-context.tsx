import { createContext, useContext, type ReactNode } from 'react';
import { UNAVAILABLE_LOADER, type RemoteLoader } from './remote-loader.ts';

const RemoteLoaderContext = createContext<RemoteLoader>(UNAVAILABLE_LOADER);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
