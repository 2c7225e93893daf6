/**
 * The real Module Federation runtime behind RemoteLoader. The shell is built as a federation host
 * with no static remotes (rspack.config.ts), so the build-time instance exists and these calls
 * use its share scope (React, the bus, i18n… are shared with every remote).
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './remote-loader.ts';

export const federationRuntime: FederationRuntime = {
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  async loadRemote(id) {
    const module = await loadRemote<unknown>(id);
    // The runtime answers null when a remote's errorLoadRemote hook swallowed the failure.
    if (module === null || module === undefined) throw new Error(`loadRemote('${id}') gave nothing`);
    return module;
  },
};
