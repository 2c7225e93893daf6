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
import type { RemoteRegistry, RemoteRegistryEntry } from '@trama/shared/contract';

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

interface FederationInstance {
  options: { name?: string; id?: string };
}

/** The federation runtime's list of instances (one per host or remote container), shared by every copy of the runtime. */
function federationInstances(): FederationInstance[] | undefined {
  return (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__?.__INSTANCES__;
}

/**
 * Issue 33: two builds of one remote live in one process (stable and canary). Each container's
 * runtime finds "its" federation instance by the container name and the package's builder id
 * (`catalogue`, `catalogue:0.1.0`), the same for every build of the remote, so a second build
 * would join the first one's instance (and its chunk loader would never be set up), and the Node
 * runtime plugin finds a chunk's URL by the container name (the host's registration of that
 * name). So each build runs under a name of its own (`catalogue__<buildId>`, the name the host
 * registers it under), and while its entry starts, instances of other builds are out of sight.
 */
function asBuild(code: string, globalName: string, buildName: string): string {
  if (buildName === globalName) return code;
  return code.replace(
    /(const __module_federation_container_name__ = )"([^"]*)"/,
    (whole, head: string, name: string) => (name === globalName ? `${head}${JSON.stringify(buildName)}` : whole),
  );
}

function isOfRemote(instance: FederationInstance, globalName: string): boolean {
  const { name = '', id = '' } = instance.options;
  return name === globalName || name.startsWith(`${globalName}__`) || id.startsWith(`${globalName}:`);
}

/** Evaluates a CommonJS remote entry (library: commonjs-module) fetched over the host. */
async function evaluateEntry(url: string, globalName: string, buildName: string, fetch: HostFetch): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const code = asBuild(await response.text(), globalName, buildName);
  const module: { exports: unknown } = { exports: {} };
  const path = new URL(url).pathname;
  const script = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: url });
  // The entry creates its federation instance while it runs (synchronously): it must not find another build's.
  const instances = federationInstances();
  const before = instances ? [...instances] : [];
  if (instances) instances.splice(0, instances.length, ...before.filter((instance) => !isOfRemote(instance, globalName)));
  try {
    (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, module, nodeRequire, path.slice(0, path.lastIndexOf('/')), path);
  } finally {
    // Back in their places, the new build's instance after them.
    if (instances) instances.splice(0, instances.length, ...before, ...instances.filter((instance) => !before.includes(instance)));
  }
  // library { type: 'commonjs-module', name } exports the container under the remote's name.
  const exported = module.exports as Record<string, unknown>;
  return exported[globalName] ?? exported;
}

/** One build of a remote as this process knows it. */
export interface RemoteBuild {
  /** Its server entry URL. */
  entry: string;
  /** The name it is registered under: `<remote>__<buildId>`; `loadRemote('<name>/<Parcel>')`. */
  name: string;
}

/** 'catalogue', '3f9a0c1d2e4b' → 'catalogue__3f9a0c1d2e4b' (a federation name: letters, digits, _). */
export function buildName(remote: string, buildId: string): string {
  return `${remote}__${buildId.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

export interface RemoteModules {
  /** Registers the builds this registry answer names; answers the enabled remotes' builds. */
  sync(registry: RemoteRegistry): Map<string, RemoteBuild>;
  /** Registers one entry's build (null: the remote is off, or its URL is unusable). */
  register(remote: RemoteRegistryEntry): RemoteBuild | null;
  /** The builds registered since the last call, with their remote's name (to warm them). */
  takeAdded(): { remote: string; build: RemoteBuild }[];
  /** A parcel of one build: `load(build, 'ProductPage')`. */
  load(build: RemoteBuild, parcel: string): Promise<unknown>;
}

export function createRemoteModules(origin: string, fetch: HostFetch): RemoteModules {
  /** Registered names → their entry URLs. A build id names one immutable build: registered once. */
  const registered = new Map<string, string>();
  const plugin = {
      name: 'trama-server-host',
      // Remote entries: fetched through the host and evaluated here (the default loader would
      // open a socket to our own origin).
      loadEntry: ({ remoteInfo }: { remoteInfo: { name: string; entry: string; entryGlobalName: string } }) =>
        remoteInfo.entry.startsWith(origin) ? evaluateEntry(remoteInfo.entry, remoteInfo.entryGlobalName, remoteInfo.name, fetch) : undefined,
      // Remote chunks (the node runtime plugin asks this hook first).
      fetch: (url: string, init: RequestInit) => (url.startsWith(origin) ? fetch(url, init) : undefined),
  } as never;
  // This host's instance loads the entries; the remotes' own instances (created later) load chunks.
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
  let added: { remote: string; build: RemoteBuild }[] = [];
  function register(remote: RemoteRegistryEntry): RemoteBuild | null {
    const entry = remote.enabled ? serverEntryUrl(remote.manifestUrl, origin) : null;
    if (!entry) return null;
    // A registry answer from before contract 1.17 has no buildId: the entry URL's folder.
    const name = buildName(remote.name, remote.buildId || buildIdOfEntryUrl(entry));
    const build = { entry, name };
    if (registered.get(name) === entry) return build;
    // A deploy, a rollback or a canary: another build, registered beside the others, so a
    // request still rendering with one build is never switched to another mid-render. The
    // container keeps its real name (entryGlobalName: what its entry exports).
    registerRemotes([{ name, entry, entryGlobalName: remote.name }], { force: registered.has(name) });
    registered.set(name, entry);
    added.push({ remote: remote.name, build });
    return build;
  }
  return {
    sync(registry) {
      const enabled = new Map<string, RemoteBuild>();
      for (const remote of registry.remotes) {
        const build = register(remote);
        if (build) enabled.set(remote.name, build);
      }
      return enabled;
    },
    register,
    takeAdded() {
      const taken = added;
      added = [];
      return taken;
    },
    async load(build, parcel) {
      const id = `${build.name}/${parcel}`;
      const module = await loadRemote<unknown>(id);
      if (module === null || module === undefined) throw new Error(`loadRemote('${id}') gave nothing`);
      return module;
    },
  };
}

/** '<origin>/remotes/catalogue/3f9a0c1d2e4b/server/remoteEntry.js' → '3f9a0c1d2e4b' (else the whole path, made a name). */
function buildIdOfEntryUrl(entry: string): string {
  return /\/([^/]+)\/server\/remoteEntry\.js$/.exec(new URL(entry).pathname)?.[1] ?? new URL(entry).pathname;
}
