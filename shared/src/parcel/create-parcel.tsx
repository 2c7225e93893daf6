import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
// Through the package, not '../i18n': a relative import would bundle a second copy of the i18n
// module and its dictionary into every remote's parcel chunk (issue 13 §5).
import { getI18n } from '@trama/shared/i18n';
import type { FlagValues } from '../contract/flags.ts';
import { ServerDataContext, type ServerAnswer, type ServerDataStore } from '../ui/server-data.ts';

export interface ParcelOptions {
  /** Team boundary for the root element: data-boundary="catalogue" (house style). */
  boundary: string;
}

/**
 * A server-rendered slot: the shell passes the answers the server embedded and the id prefix it
 * rendered with, and the parcel hydrates the element's HTML instead of rendering afresh.
 */
export interface ServerRendered {
  answers: Record<string, ServerAnswer>;
  idPrefix: string;
  /** The feature flags the server rendered with (useFlag reads them while hydrating). */
  flags?: FlagValues;
}

/** What single-spa gives a parcel's lifecycles: its unique name and the element to render into. */
type ParcelMountProps<P> = P & { name: string; domElement: HTMLElement; serverRendered?: ServerRendered };

/** The generic render-error text (storefront §8 error_message). */
function RenderError() {
  return (
    <div role="alert" className="trama-render-error">
      {getI18n().t('error_message')}
    </div>
  );
}

/**
 * Issue 33 §3: said (bubbling) on the parcel's element when its boundary caught a render error, so
 * the shell's slot reports it against the remote's build (shell/src/remotes/slot-reports.ts).
 */
const RENDER_ERROR_EVENT = 'trama:render-error';

class ParcelErrorBoundary extends React.Component<{ children: React.ReactNode; element?: HTMLElement }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[parcel] render error', error);
    this.props.element?.dispatchEvent(new CustomEvent(RENDER_ERROR_EVENT, { bubbles: true }));
  }

  override render() {
    return this.state.failed ? <RenderError /> : this.props.children;
  }
}

/** Calls `onCommit` once the tree is on screen: the mount lifecycle resolves then. */
function Committed({ onCommit, children }: { onCommit?: () => void; children: React.ReactNode }) {
  React.useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * Turns a React component into single-spa parcel lifecycles — what every remote exposes. The
 * shell passes the typed props of contract/parcels.ts; updates re-render in place.
 *
 * Written over React roots rather than single-spa-react's `singleSpaReact`: that helper's root
 * calls `setTimeout(mountFinished)` with `null` when React remounts it after an update, which a
 * strict Content-Security-Policy (no 'unsafe-eval') reports as evaluating a string (issue 6).
 * The lifecycle contract is the same: bootstrap, mount (resolves once on screen), update, unmount.
 */
export function createParcel<P extends object>(Component: React.ComponentType<P>, options: ParcelOptions) {
  const roots = new Map<string, ReactDOMClient.Root>();

  function Root(props: P) {
    return (
      <div data-boundary={options.boundary} className="trama-parcel">
        <Component {...props} />
      </div>
    );
  }
  Root.displayName = `Parcel(${options.boundary}/${Component.displayName ?? Component.name})`;

  // The same tree on the server and in the browser, or hydration would not match.
  const tree = (props: P, onCommit?: () => void, data: ServerDataStore | null = null) => (
    <ServerDataContext value={data}>
      <Committed onCommit={onCommit}>
        <ParcelErrorBoundary element={(props as Partial<ParcelMountProps<P>>).domElement}>
          <Root {...props} />
        </ParcelErrorBoundary>
      </Committed>
    </ServerDataContext>
  );

  const lifecycles: ParcelLifecycles<P> = {
    bootstrap: () => Promise.resolve(),
    mount: (props) =>
      new Promise<void>((resolve) => {
        const { name, domElement, serverRendered } = props as unknown as ParcelMountProps<P>;
        if (serverRendered && domElement.firstChild) {
          const data: ServerDataStore = { mode: 'hydrate', answers: serverRendered.answers, flags: serverRendered.flags };
          // In a transition, hydration is cut into small tasks: the page stays responsive and the
          // main thread is never blocked for the whole parcel at once (docs/rendering.md).
          React.startTransition(() => {
            const root = ReactDOMClient.hydrateRoot(domElement, tree(props as P, resolve, data), {
              identifierPrefix: serverRendered.idPrefix,
              onRecoverableError: (error) => console.error('[parcel] hydration error', error),
            });
            roots.set(name, root);
          });
          return;
        }
        const root = ReactDOMClient.createRoot(domElement);
        roots.set(name, root);
        // The first render is a transition too: a parcel mounting while the page settles (the
        // header's basket, a slider of recommendations) never blocks input for its whole tree.
        React.startTransition(() => root.render(tree(props as P, resolve)));
      }),
    update: (props) => {
      roots.get((props as unknown as ParcelMountProps<P>).name)?.render(tree(props as P, undefined, null));
      return Promise.resolve();
    },
    unmount: (props) => {
      const name = (props as unknown as ParcelMountProps<P>).name;
      roots.get(name)?.unmount();
      roots.delete(name);
      return Promise.resolve();
    },
  };
  return Object.assign(lifecycles, {
    /** The element the server renders for `props` (react-dom/server is the host's, not ours). */
    serverElement: (props: P, data: ServerDataStore) => tree(props, undefined, data),
  });
}

/** single-spa's parcel lifecycles (the shell's <Parcel> adds `name` and `domElement` to the props). */
export interface ParcelLifecycles<P extends object = object> {
  bootstrap(props: P): Promise<void>;
  mount(props: P): Promise<void>;
  update(props: P): Promise<void>;
  unmount(props: P): Promise<void>;
  /** Present on parcels made by createParcel: what the server renders (docs/rendering.md). */
  serverElement?(props: P, data: ServerDataStore): React.ReactElement;
}
