/**
 * The page slot the server already rendered (docs/rendering.md). The server and the browser both
 * render this frame around the parcel's HTML, so the shell hydrates without touching it; in the
 * browser the parcel is then loaded and *hydrates* that HTML (createParcel's serverRendered path)
 * with the data the server embedded. If the parcel cannot load, the shop's fallback says so above
 * the server HTML, which stays: the page still reads and its links still work.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { FlagValues, Language } from '@trama/shared/contract';
import type { RemoteName } from '@trama/shared/federation';
import type { ServerAnswer } from '@trama/shared/ui';
import { markFirstView } from './first-view.ts';
import { foreignLoaderOf } from './foreign-loader.ts';
import { RemoteFallback } from './remote-fallback.tsx';
import { useRemoteLoader } from './remote-loader-context.tsx';
import { DEFAULT_SLOT_TIMEOUT_MS } from './remote-slot.tsx';
import { RENDER_ERROR_EVENT, slotReporter } from './slot-reports.ts';

export interface PrerenderedPage {
  /** `${remote}/${parcel}/${menuId}`: the slot identity PageView keys its slot by. */
  slotKey: string;
  html: string;
  answers: Record<string, ServerAnswer>;
  idPrefix: string;
  /** The build id of the remote that rendered it (the redeploy journey reads it). */
  build: string;
  /** The feature flags the server rendered with: the parcel hydrates with the same (docs/flags.md). */
  flags?: FlagValues;
  /** Issue 29 §19: the page said it is an error page (a missing product: 404) for this path. */
  errorStatus?: { path: string; status: number };
  /**
   * Issue 30 §5: the page's own addresses in each language (a product's translated slugs, its
   * head's `alternates`) for this path: the header's language links use them on the server and
   * while hydrating, so the server HTML links to the real pages.
   */
  alternates?: { path: string; paths: Partial<Record<Language, string>> };
}

/** The server gives the page it rendered; the browser gives what it found in the page, once. */
export const PrerenderedPageContext = createContext<{ page: PrerenderedPage | null; release(): void }>({ page: null, release: () => undefined });

export function usePrerenderedPage(slotKey: string): PrerenderedPage | null {
  const { page } = useContext(PrerenderedPageContext);
  return page?.slotKey === slotKey ? page : null;
}

interface PrerenderedSlotProps {
  remote: RemoteName;
  parcel: string;
  parcelProps: object;
  page: PrerenderedPage;
}

export function PrerenderedSlot({ remote, parcel, parcelProps, page }: PrerenderedSlotProps) {
  const { release } = useContext(PrerenderedPageContext);
  const loader = useRemoteLoader();
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<Parcel | null>(null);
  const latestProps = useRef(parcelProps);
  // broken: the parcel came but threw while mounting (storefront §8: the generic render-error message).
  const [state, setState] = useState<'server' | 'loaded' | 'failed' | 'broken'>('server');
  // Issue 33 §3: the outcome for the build the registry names (the one the server rendered, too).
  const [report] = useState(() => slotReporter(remote, () => loader.buildOf?.(remote) ?? page.build));

  useEffect(() => {
    let live = true;
    const parcelElement = element.current;
    const renderFailed = () => report('render-failure');
    parcelElement?.addEventListener(RENDER_ERROR_EVENT, renderFailed);
    const loadParcel = foreignLoaderOf(loader, DEFAULT_SLOT_TIMEOUT_MS);
    loadParcel(remote, parcel).then(
      (config) => {
        if (!live || !element.current) return;
        const parcelInstance = mountRootParcel(config as ParcelConfig, {
          ...latestProps.current,
          loadParcel,
          domElement: element.current,
          serverRendered: { answers: page.answers, idPrefix: page.idPrefix, flags: page.flags },
        });
        mounted.current = parcelInstance;
        parcelInstance.mountPromise
          .then(
            () => {
              report('mount');
              if (live) setState('loaded');
            },
            () => {
              report('render-failure');
              if (live) setState('broken');
            },
          )
          .finally(markFirstView);
      },
      () => {
        markFirstView();
        report('load-failure');
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      parcelElement?.removeEventListener(RENDER_ERROR_EVENT, renderFailed);
      const parcelInstance = mounted.current;
      mounted.current = null;
      if (parcelInstance?.getStatus() === 'MOUNTED') void parcelInstance.unmount();
      // The server's HTML belongs to this first page only: the next visit renders afresh.
      release();
    };
    // Mounted once; later props go through update below.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    latestProps.current = parcelProps;
    const parcelInstance = mounted.current;
    if (parcelInstance?.update && parcelInstance.getStatus() === 'MOUNTED') void parcelInstance.update({ ...parcelProps });
  }, [parcelProps]);

  return (
    <div className="sh-slot sh-slot--page" data-testid={`slot-${remote}-${parcel}`} data-state={state === 'broken' ? 'failed' : state} data-server-rendered={page.build}>
      {/* The remote's browser code did not come: say so, and keep the server's page readable below. */}
      {(state === 'failed' || state === 'broken') && (
        <RemoteFallback variant="page" onRetry={() => window.location.reload()} renderError={state === 'broken'} />
      )}
      <div className="sh-slot__parcel" ref={element} dangerouslySetInnerHTML={{ __html: page.html }} />
    </div>
  );
}
