import './store-panel-host.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import type { BasketAddLine } from '@trama/shared/bus';
import type { ClickAndCollectLine, Language, StoreInfo, StorePanelProps } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { RemoteSlot } from '../remotes/remote-slot.tsx';

interface PanelRequest {
  line?: BasketAddLine;
  lines?: ClickAndCollectLine[];
  /** stores.pick: the checkout awaits the chosen store (or null). */
  answer?: (store: StoreInfo | null) => void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The product page's `ui.open` props: a basket line with a size (anything else opens a panel that only searches). */
function lineOf(props: Record<string, unknown> | undefined): BasketAddLine | undefined {
  const line = props?.line;
  if (!isObject(line)) return undefined;
  const ok = typeof line.productId === 'number' && typeof line.parentProductId === 'number' && typeof line.size === 'string' && typeof line.quantity === 'number';
  return ok ? (line as unknown as BasketAddLine) : undefined;
}

/**
 * The store side panel's slot (architecture §2: overlays are slots owned by the shell; storefront
 * §4 store side panel, account §4 Store selection). The product page opens it with `ui.open`
 * {panel: 'stores', props: {line}}; the checkout asks `stores.pick` {lines} and gets the chosen
 * store back. mf-stores' StorePanel draws it; if that remote is off or down, the slot's fallback
 * shows with a close button here, and the checkout hears null.
 */
export function StorePanelHost({ language, path }: { language: Language; path: string }) {
  const { t } = useTranslation('shell');
  const [request, setRequest] = useState<PanelRequest | null>(null);
  // The open request, for the bus handlers (read in handlers only, never while rendering).
  const openRequest = useRef<PanelRequest | null>(null);
  useEffect(() => {
    openRequest.current = request;
  }, [request]);

  const open = useCallback((next: PanelRequest) => {
    // A second request replaces the first one, which is answered "no store".
    openRequest.current?.answer?.(null);
    openRequest.current = next;
    setRequest(next);
  }, []);

  const close = useCallback(
    (store: StoreInfo | null) => {
      // The ref follows in the effect above; answering a promise twice would change nothing anyway.
      setRequest(null);
      request?.answer?.(store);
    },
    [request],
  );

  useEffect(() => {
    const bus = getBus();
    const opens = bus.commands('ui.open').subscribe(({ panel, props }) => {
      if (panel === 'stores') open({ line: lineOf(props) });
    });
    const closes = bus.commands('ui.close').subscribe(({ panel }) => {
      if (panel !== 'stores') return;
      const closing = openRequest.current;
      openRequest.current = null;
      setRequest(null);
      closing?.answer?.(null);
    });
    const offPick = bus.handle('stores.pick', ({ lines }) => new Promise<StoreInfo | null>((answer) => open({ lines, answer })));
    return () => {
      opens.unsubscribe();
      closes.unsubscribe();
      offPick();
    };
  }, [open]);

  const parcelProps = useMemo<StorePanelProps | null>(
    () => (request ? { language, path, apiBaseUrl: '', line: request.line, lines: request.lines, onClose: close } : null),
    [request, language, path, close],
  );

  if (!parcelProps) return null;
  return (
    <div className="sh-store-panel" data-testid="store-panel-host">
      <RemoteSlot remote="stores" parcel="StorePanel" parcelProps={parcelProps} />
      {/* Shown only when the remote could not draw its panel (CSS): the shopper can always leave. */}
      <button type="button" className="sh-store-panel__close" onClick={() => close(null)}>
        {t('dialog.close')}
      </button>
    </div>
  );
}
