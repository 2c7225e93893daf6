import type { LifeCycles, ParcelConfigObject } from 'single-spa';

type Step = LifeCycles[keyof LifeCycles];
type Run = (props: unknown) => Promise<void>;

/** single-spa accepts one lifecycle function or an array run in order. */
function sequence(step: Step | undefined): Run {
  const fns = (Array.isArray(step) ? step : step ? [step] : []) as ((props: unknown) => Promise<unknown>)[];
  return async (props) => {
    for (const fn of fns) await fn(props);
  };
}

/**
 * Wraps a remote's lifecycles so a failure is reported to RemoteSlot instead of escaping as an
 * unhandled rejection (single-spa-react's <Parcel> re-throws it after handleError). After a failed
 * bootstrap or mount the parcel is dead: later calls do nothing rather than touch a broken root.
 */
export function guardParcel(config: ParcelConfigObject, onError: (error: unknown) => void): ParcelConfigObject {
  let alive = true;
  const fatal = (run: Run): Run => async (props) => {
    if (!alive) return;
    try {
      await run(props);
    } catch (error) {
      alive = false;
      onError(error);
    }
  };
  const reported = (run: Run): Run => async (props) => {
    if (!alive) return;
    try {
      await run(props);
    } catch (error) {
      onError(error);
    }
  };
  const unmount = sequence(config.unmount);
  return {
    name: config.name,
    bootstrap: fatal(sequence(config.bootstrap)),
    mount: fatal(sequence(config.mount)),
    update: reported(sequence(config.update)),
    unmount: async (props) => {
      if (!alive) return;
      await unmount(props).catch(() => undefined);
    },
  } as ParcelConfigObject;
}
