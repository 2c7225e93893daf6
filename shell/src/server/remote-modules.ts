/**
 * Remote server code, loaded at run time through the registry (docs/rendering.md): for each
 * enabled remote its server entry is `<build dir>/server/remoteEntry.js` beside the manifest the
 * browser reads, so re-pointing one registry entry changes the next server render too. Nothing
 * of a remote is bundled into the shell.
 *
 * The Module Federation runtime does the sharing (React, i18next, the contract… come from this
 * host's share scope); this file only tells it where entries are and fetches them through the
 * host (`options.fetch`), so the API serves its own files without a socket.
 */
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@trama/shared/contract';

export type HostFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** '/remotes/catalogue/3f9a/mf-manifest.json' -> '<origin>/remotes/catalogue/3f9a/server/remoteEntry.js'. */
export function serverEntryUrl(manifestUrl: string, origin: string): string | null {
  try {
    return new URL('server/remoteEntry.js', new URL(manifestUrl, origin)).href;
  } catch {
    return null;
  }
}

const nodeRequire = createRequire(`${process.cwd()}/`);

/** Evaluates a CommonJS remote entry (library: commonjs-module) fetched over the host. */
async function evaluateEntry(url: string, globalName: string, fetch: HostFetch): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const code = await response.text();
  const module: { exports: unknown } = { exports: {} };
  const path = new URL(url).pathname;
  const script = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: url });
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, module, nodeRequire, path.slice(0, path.lastIndexOf('/')), path);
  // library { type: 'commonjs-module', name } exports the container under the remote's name.
  const exported = module.exports as Record<string, unknown>;
  return exported[globalName] ?? exported;
}

export interface RemoteModules {
  /** Registers what changed in the registry; answers the enabled remotes' entry URLs. */
  sync(registry: RemoteRegistry): Map<string, string>;
  load(id: string): Promise<unknown>;
}

export function createRemoteModules(origin: string, fetch: HostFetch): RemoteModules {
  const registered = new Map<string, string>();
  const plugin = {
      name: 'trama-server-host',
      // Remote entries: fetched through the host and evaluated here (the default loader would
      // open a socket to our own origin).
      loadEntry: ({ remoteInfo }: { remoteInfo: { entry: string; entryGlobalName: string } }) => (remoteInfo.entry.startsWith(origin) ? evaluateEntry(remoteInfo.entry, remoteInfo.entryGlobalName, fetch) : undefined),
      // Remote chunks (the node runtime plugin asks this hook first).
      fetch: (url: string, init: RequestInit) => (url.startsWith(origin) ? fetch(url, init) : undefined),
  } as never;
  // This host's instance loads the entries; the remotes' own instances (created later) load chunks.
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
  return {
    sync(registry) {
      const enabled = new Map<string, string>();
      for (const remote of registry.remotes) {
        const entry = remote.enabled ? serverEntryUrl(remote.manifestUrl, origin) : null;
        if (!entry) continue;
        enabled.set(remote.name, entry);
        if (registered.get(remote.name) === entry) continue;
        // A redeploy or a rollback: the next render uses the other build, no restart.
        registerRemotes([{ name: remote.name, entry }], { force: registered.has(remote.name) });
        registered.set(remote.name, entry);
      }
      return enabled;
    },
    async load(id) {
      const module = await loadRemote<unknown>(id);
      if (module === null || module === undefined) throw new Error(`loadRemote('${id}') gave nothing`);
      return module;
    },
  };
}
