import './remote-slot.css';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode, type Ref } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { ParcelHost } from '@trama/shared/parcel';
import { getBus } from '@trama/shared/bus';
import { deferredTurn } from './first-view.ts';
import { COMMANDS_ANSWERED_BY } from './header-parcels.ts';
import { foreignLoaderOf } from './foreign-loader.ts';
import { guardParcel } from './guard-parcel.ts';
import { whenNearViewport } from './near-viewport.ts';
import { RENDER_ERROR_EVENT, slotReporter } from './slot-reports.ts';
import { ParcelBoundary } from './parcel-boundary.tsx';
import { RemoteFallback, SlotBusy, type SlotVariant } from './remote-fallback.tsx';
import { useRemoteLoader } from './remote-loader-context.tsx';
import type { RegistryState } from './remote-loader.ts';
import { withTimeout } from './with-timeout.ts';

export const DEFAULT_SLOT_TIMEOUT_MS = 8000;
/** Architecture §2: exactly one automatic retry, then the fallback. */
const AUTOMATIC_RETRIES = 1;

export type SlotState = 'loading' | 'loaded' | 'failed' | 'disabled';

const PENDING: RegistryState = { status: 'pending' };
const pendingRegistry = () => PENDING;

export interface RemoteSlotProps {
  remote: string;
  parcel: string;
  /** The parcel's typed props (shared/contract/parcels.ts). */
  parcelProps: object;
  /** For loading the module and, again, for mounting it. */
  timeoutMs?: number;
  /** 'compact' for header slots: no message, no retry, just an empty spot. */
  fallback?: SlotVariant;
  /** Space kept while loading, so the page does not jump when the part arrives. */
  minHeight?: CSSProperties['minHeight'];
  /**
   * A part the first view does not need (header search and basket, footer newsletter): its code
   * loads after the page's own parcel is hydrated, at an idle moment (first-view.ts).
   * 'visible': below the fold (the footer's newsletter), it also waits until the shopper scrolls
   * near it.
   */
  deferred?: boolean | 'visible';
  /**
   * Told once the slot gives up (remote off, registry failed, failed after its retry), for a caller
   * with a better way out than the fallback: the header's store locator overlay goes to the page.
   */
  onUnavailable?: () => void;
}

interface FrameProps {
  remote: string;
  parcel: string;
  state: SlotState;
  variant: SlotVariant;
  minHeight: CSSProperties['minHeight'];
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

function SlotFrame({ remote, parcel, state, variant, minHeight, children, ref }: FrameProps) {
  return (
    <div
      ref={ref}
      className={`sh-slot sh-slot--${variant}`}
      data-testid={`slot-${remote}-${parcel}`}
      data-state={state}
      aria-busy={state === 'loading'}
      style={minHeight === undefined ? undefined : { minHeight }}
    >
      {children}
    </div>
  );
}

/** A slot that gave up withdraws the commands its parcel would answer (header-parcels.ts), and says so to its caller. */
function useWithdrawWhenFailed(remote: string, parcel: string, failed: boolean, onUnavailable?: () => void): void {
  const tell = useRef(onUnavailable);
  useEffect(() => {
    tell.current = onUnavailable;
  }, [onUnavailable]);
  useEffect(() => {
    if (!failed) return;
    for (const command of COMMANDS_ANSWERED_BY[`${remote}/${parcel}`] ?? []) getBus().withdraw(command);
    tell.current?.();
  }, [remote, parcel, failed]);
}

type Phase =
  | { kind: 'loading'; attempt: number }
  | { kind: 'mounting' | 'loaded'; attempt: number; config: ParcelConfigObject }
  /** render: the parcel threw while mounting or rendering (storefront §8: the generic message); load: its code never came. */
  | { kind: 'failed'; cause: FailureCause };

type FailureCause = 'load' | 'render';

interface RunProps extends Omit<RemoteSlotProps, 'timeoutMs' | 'fallback' | 'minHeight' | 'deferred'> {
  deferred: boolean | 'visible';
  timeoutMs: number;
  variant: SlotVariant;
  minHeight: CSSProperties['minHeight'];
  onRetry: () => void;
}

/** One run of load + mount, with its automatic retry; a manual retry starts a new run. */
function SlotRun({ remote, parcel, parcelProps, timeoutMs, variant, minHeight, deferred, onRetry, onUnavailable }: RunProps) {
  const loader = useRemoteLoader();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading', attempt: 0 });
  // A deferred part waits for its turn quietly; its busy state shows once its code is asked for.
  const [asked, setAsked] = useState(!deferred);
  const frameRef = useRef<HTMLDivElement>(null);
  // Every parcel may show another remote's parcel through the shell (BaseParcelProps.loadParcel).
  const loadParcel = foreignLoaderOf(loader, DEFAULT_SLOT_TIMEOUT_MS);
  const withLoader = useMemo(() => ({ ...parcelProps, loadParcel }), [parcelProps, loadParcel]);
  // Issue 33 §3: this run's outcome, per build, for the team's release watch.
  const [report] = useState(() => slotReporter(remote, () => loader.buildOf?.(remote)));
  // The attempt whose lifecycles threw: the guarded mount still settles, but that is no mount.
  const brokenAttempt = useRef(-1);

  const fail = useCallback((attempt: number, cause: FailureCause = 'load') => {
    setPhase((current) => {
      if (current.kind === 'failed' || current.attempt !== attempt) return current;
      return attempt < AUTOMATIC_RETRIES ? { kind: 'loading', attempt: attempt + 1 } : { kind: 'failed', cause };
    });
  }, []);

  useEffect(() => {
    if (phase.kind !== 'loading') return;
    let live = true;
    const { attempt } = phase;
    // The time budget starts when loading does, not while a deferred part waits for its turn.
    const turn = !deferred || attempt > 0 ? Promise.resolve() : deferredTurn();
    const visible = deferred === 'visible' && attempt === 0 ? turn.then(() => whenNearViewport(frameRef.current)) : turn;
    const load = visible.then(() => {
      if (!live) throw new Error('slot left before its turn');
      setAsked(true);
      return withTimeout(loader.loadParcel(remote, parcel, attempt), timeoutMs, `loading ${remote}/${parcel}`);
    });
    load.then(
      (config) => {
        if (!live) return;
        const broken = () => {
          brokenAttempt.current = attempt;
          fail(attempt, 'render');
        };
        setPhase({ kind: 'mounting', attempt, config: guardParcel(config, broken) });
      },
      () => {
        if (live) fail(attempt);
      },
    );
    return () => {
      live = false;
    };
  }, [phase, loader, remote, parcel, timeoutMs, deferred, fail]);

  // A parcel whose mount never settles is as broken as one that never loads.
  useEffect(() => {
    if (phase.kind !== 'mounting') return;
    const timer = setTimeout(() => fail(phase.attempt), timeoutMs);
    return () => clearTimeout(timer);
  }, [phase, timeoutMs, fail]);

  useEffect(() => {
    if (phase.kind === 'failed') report(phase.cause === 'render' ? 'render-failure' : 'load-failure');
  }, [phase, report]);
  // A parcel whose own error boundary caught a render error says so on its element (createParcel).
  useEffect(() => {
    const element = frameRef.current;
    const failed = () => report('render-failure');
    element?.addEventListener(RENDER_ERROR_EVENT, failed);
    return () => element?.removeEventListener(RENDER_ERROR_EVENT, failed);
  }, [report]);

  const frame = { remote, parcel, variant, minHeight };
  useWithdrawWhenFailed(remote, parcel, phase.kind === 'failed', onUnavailable);
  if (phase.kind === 'failed') {
    return (
      <SlotFrame {...frame} state="failed">
        <RemoteFallback variant={variant} onRetry={onRetry} renderError={phase.cause === 'render'} />
      </SlotFrame>
    );
  }
  const { attempt } = phase;
  const mounted = () => {
    setPhase((current) => (current.kind === 'mounting' && current.attempt === attempt ? { ...current, kind: 'loaded' } : current));
    if (brokenAttempt.current !== attempt) report('mount');
  };
  return (
    <SlotFrame {...frame} ref={frameRef} state={phase.kind === 'loaded' ? 'loaded' : 'loading'}>
      {phase.kind !== 'loading' && (
        <ParcelBoundary key={attempt} onError={() => fail(attempt, 'render')}>
          <ParcelHost
            config={phase.config}
            parcelProps={withLoader}
            onMount={mounted}
            onError={() => fail(attempt, 'render')}
            className="sh-slot__parcel"
          />
        </ParcelBoundary>
      )}
      {phase.kind !== 'loaded' && <SlotBusy variant={variant} quiet={!asked} />}
    </SlotFrame>
  );
}

/**
 * The one place a remote's parcel enters the page (architecture §2): pages, header and footer
 * slots. Loading, timeout, one retry, an error boundary and a fallback mean a remote that is off,
 * failing or hanging never takes the rest of the shop with it.
 */
export function RemoteSlot({ remote, parcel, parcelProps, timeoutMs = DEFAULT_SLOT_TIMEOUT_MS, fallback = 'page', minHeight, deferred = false, onUnavailable }: RemoteSlotProps) {
  const loader = useRemoteLoader();
  // The server renders every slot but the page as 'pending' (docs/rendering.md): hydration starts from the same.
  const registry = useSyncExternalStore(loader.subscribe, loader.getRegistry, pendingRegistry);
  const [run, setRun] = useState(0);
  const frame = { remote, parcel, variant: fallback, minHeight };
  useWithdrawWhenFailed(remote, parcel, registry.status === 'failed' || (registry.status === 'ready' && !registry.enabled.has(remote)), onUnavailable);

  if (registry.status === 'pending') {
    return (
      <SlotFrame {...frame} state="loading">
        {/* The server renders it so too: a deferred part's box stays quiet until its turn (issue 30 §5). */}
        <SlotBusy variant={fallback} quiet={deferred !== false} />
      </SlotFrame>
    );
  }
  if (registry.status === 'failed') {
    return (
      <SlotFrame {...frame} state="failed">
        <RemoteFallback variant={fallback} onRetry={() => loader.refreshRegistry()} />
      </SlotFrame>
    );
  }
  if (!registry.enabled.has(remote)) {
    return (
      <SlotFrame {...frame} state="disabled">
        <RemoteFallback variant={fallback} />
      </SlotFrame>
    );
  }
  return (
    <SlotRun
      key={`${remote}/${parcel}/${run}`}
      remote={remote}
      parcel={parcel}
      parcelProps={parcelProps}
      timeoutMs={timeoutMs}
      variant={fallback}
      minHeight={minHeight}
      deferred={deferred}
      onRetry={() => setRun((n) => n + 1)}
      onUnavailable={onUnavailable}
    />
  );
}
