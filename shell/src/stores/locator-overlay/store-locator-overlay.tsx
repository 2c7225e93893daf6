import './store-locator-overlay.css';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Language, MenuItem, StoreLocatorProps } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { useModalFocus } from '@trama/shared/ui';
import { RemoteSlot } from '../../remotes/remote-slot.tsx';

export interface StoreLocatorOverlayProps {
  language: Language;
  /** The page under the overlay, below the language (the parcel's `path`). */
  path: string;
  /** The shops entry (altUrl1 boutique, else key negozi/boutique): its label titles the overlay and the locator. */
  entry: MenuItem;
  shopperPath?: string;
  /** The link that opened it: the focus goes back there on close. */
  opener: HTMLElement | null;
  onClose: () => void;
  /** The locator could not be shown (stores off, down, or failing): the caller goes to its page instead. */
  onUnavailable: () => void;
}

/**
 * While the overlay is open everything else on the page is inert (no focus, no clicks, hidden from
 * screen readers): the overlay is a child of <body> beside the app, so its siblings are the page.
 * On close the focus goes back to the opener once the page is no longer inert (an inert link
 * cannot take it, so useModalFocus' own return may have missed).
 */
function useInertSiblings(overlay: RefObject<HTMLElement | null>, opener: HTMLElement | null): void {
  useEffect(() => {
    const own = overlay.current;
    const made = [...document.body.children].filter((element) => element !== own && !element.hasAttribute('inert'));
    for (const element of made) element.setAttribute('inert', '');
    return () => {
      for (const element of made) element.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, [overlay, opener]);
}

/**
 * Account §2 "Store locator (menu key boutique or negozi; also an overlay)", storefront §2 Header
 * "shops link" (issue 31 point 10 G2): mf-stores' StoreLocator in a modal dialog over the page the
 * shopper is on. Focus moves into the dialog and stays there, Escape, the close button or a tap
 * beside it close it and the focus goes back to the link; the page behind is inert and does not
 * scroll (as the store side panel). This module is its own chunk, fetched on the first tap only.
 */
export function StoreLocatorOverlay({ language, path, entry, shopperPath, opener, onClose, onUnavailable }: StoreLocatorOverlayProps) {
  const { t } = useTranslation('shell');
  const backdrop = useRef<HTMLDivElement>(null);
  const { panel, onKeyDown } = useModalFocus<HTMLDivElement>(onClose, { bodyClass: 'sh-locator-open' });
  useInertSiblings(backdrop, opener);
  const parcelProps = useMemo<StoreLocatorProps>(() => ({ language, path, apiBaseUrl: '', menu: entry, shopperPath }), [language, path, entry, shopperPath]);

  return createPortal(
    <div ref={backdrop} className="sh-locator-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className="sh-locator-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={entry.label}
        tabIndex={-1}
        data-boundary="shell"
        data-testid="store-locator-overlay"
        onKeyDown={onKeyDown}
      >
        <button type="button" className="sh-locator-overlay__close" onClick={onClose} data-testid="store-locator-overlay-close">
          <span aria-hidden="true">×</span>
          <span className="ui-visually-hidden">{t('dialog.close')}</span>
        </button>
        <RemoteSlot remote="stores" parcel="StoreLocator" parcelProps={parcelProps} minHeight="20rem" onUnavailable={onUnavailable} />
      </div>
    </div>,
    document.body,
  );
}
