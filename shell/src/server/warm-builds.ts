/**
 * Remote server code loaded before a shopper's request needs it (docs/rendering.md): every public
 * parcel of a build, not only the first — a page's foreign parcels (the home's recommended slider,
 * issue 30 §5) have half a slot's time, too little for cold code. At start-up every live build
 * (the stable ones and, issue 33, any canary); later, a build a request met first (a deploy, a new
 * canary) once that request is answered, so it does not slow the request down.
 */
import type { RemoteBuild, RemoteModules } from './remote-modules.ts';

export interface BuildWarmer {
  warm(builds: { remote: string; build: RemoteBuild }[]): Promise<unknown>;
  /** Warms the builds registered since the last call, after the current task. */
  warmAddedLater(): void;
}

/** `publicParcels`: the parcels of a remote the server renders ([] for the others). */
export function createBuildWarmer(remotes: RemoteModules, publicParcels: (remote: string) => readonly string[]): BuildWarmer {
  const warm: BuildWarmer['warm'] = (builds) =>
    Promise.allSettled(builds.flatMap(({ remote, build }) => publicParcels(remote).map((parcel) => remotes.load(build, parcel))));
  return {
    warm,
    warmAddedLater() {
      const added = remotes.takeAdded();
      if (added.length) setTimeout(() => void warm(added), 0);
    },
  };
}
