import { useCallback, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Language, MenuItem } from '@trama/shared/contract';
import type { StoreLocatorOverlayProps } from './locator-overlay/store-locator-overlay.tsx';

type Overlay = ComponentType<StoreLocatorOverlayProps>;

let overlayCode: Promise<Overlay> | null = null;

/** The overlay's own chunk, asked on the first tap only (never prefetched: docs/rendering.md); a failed fetch is asked again next time. */
function loadOverlay(): Promise<Overlay> {
  overlayCode ??= import('./locator-overlay/store-locator-overlay.tsx').then(
    (module) => module.StoreLocatorOverlay,
    (error: unknown) => {
      overlayCode = null;
      throw error;
    },
  );
  return overlayCode;
}

/** A click the browser would simply follow in this tab: not a new tab, window or download. */
const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface Options {
  /** The shops link (`/it/negozi`), null when the menu has none. */
  href: string | null;
  entry: MenuItem | null;
  language: Language;
  path: string;
  shopperPath?: string;
}

/**
 * Issue 31 point 10 G2: the header's shops link opens the store locator over the page. The link
 * stays a real link to the locator page in the server HTML (no script, a tap before hydration, a
 * modified click or a new tab go there); once hydrated a plain click opens the overlay instead,
 * and if its code or the stores remote cannot be had, the shopper goes to the page after all. On
 * the locator page itself the link is left alone. A new page closes the overlay.
 */
export function useStoreLocatorOverlay({ href, entry, language, path, shopperPath }: Options): {
  onShopsClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  overlay: ReactNode;
} {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ Overlay: Overlay; on: string; opener: HTMLElement } | null>(null);
  // Another page (a link inside the locator, the browser's back button) closes it.
  if (open && open.on !== pathname) setOpen(null);

  const onShopsClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!href || !entry || href === pathname || !plainClick(event)) return;
      event.preventDefault();
      // Safari does not focus a clicked link: the overlay gives the focus back to it when it closes.
      const opener = event.currentTarget;
      opener.focus();
      const on = pathname;
      loadOverlay().then(
        (Overlay) => setOpen({ Overlay, on, opener }),
        () => void navigate(href),
      );
    },
    [href, entry, pathname, navigate],
  );
  const close = useCallback(() => setOpen(null), []);
  const unavailable = useCallback(() => {
    setOpen(null);
    if (href) void navigate(href);
  }, [href, navigate]);

  const overlay =
    open && open.on === pathname && entry ? (
      <open.Overlay language={language} path={path} entry={entry} shopperPath={shopperPath} opener={open.opener} onClose={close} onUnavailable={unavailable} />
    ) : null;
  return { onShopsClick, overlay };
}
