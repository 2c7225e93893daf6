import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { BasketHeaderProps } from '@trama/shared/contract';
import { basketCount } from '@trama/shared/rules';
import { ShopLink, VisuallyHidden } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { useBasketState } from '../../../state/use-basket-state.ts';
import { BagIcon } from './bag-icon.tsx';
import { BasketPopup } from './basket-popup.tsx';
import { useDismiss } from './use-dismiss.ts';
import { usePopupRequests } from './use-popup-requests.ts';

/**
 * The header basket (storefront §2 Header): the bag with its piece count links to the order page
 * (menu key ma_commande); the button beside it opens the basket popup, which also opens after an
 * add and on `ui.open` {panel: 'basket'}. `notice` is shown under it (the /validate outcome).
 */
export function BasketHeader({ language, path, orderPath, loadParcel, notice }: BasketHeaderProps & { notice?: ReactNode }) {
  const t = useBasketT(language);
  const { basket } = useBasketState();
  const count = basketCount(basket);
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Where focus was when the popup opened (the add-to-cart button, or the toggle), to go back to.
  const returnFocus = useRef<HTMLElement | null>(null);
  const popupId = useId();

  const show = useCallback(() => {
    if (!openRef.current) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openRef.current = true;
    setOpen(true);
  }, []);
  const close = useCallback((restoreFocus = false) => {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    if (!restoreFocus) return;
    const target = returnFocus.current?.isConnected && returnFocus.current !== document.body ? returnFocus.current : toggle.current;
    target?.focus();
  }, []);
  usePopupRequests(show, close);
  useDismiss(open, container, close);
  // The header outlives pages: a link followed from the popup (a product, the order page) closes it.
  useEffect(() => close(false), [path, close]);

  // The name is hidden text, not aria-label: a link's name then always holds what it shows (WCAG
  // 2.5.3, axe's label-content-name-mismatch), even in the moment a language switch waits for texts.
  const bag = (
    <>
      <VisuallyHidden>{t('header.label', { count })}</VisuallyHidden>
      <BagIcon />
      <span className="bsk-header__count" aria-hidden="true" data-testid="basket-count">
        {count}
      </span>
    </>
  );
  return (
    <div className="bsk-header-wrap" ref={container}>
      {orderPath ? (
        <ShopLink language={language} to={orderPath} className="bsk-header" data-testid="basket-header-link">
          {bag}
        </ShopLink>
      ) : (
        <span className="bsk-header">
          {bag}
        </span>
      )}
      <button
        ref={toggle}
        type="button"
        className="bsk-header__toggle"
        aria-label={t('popup.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        data-testid="basket-popup-toggle"
        onClick={() => (open ? close(false) : show())}
      >
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      {open && <BasketPopup id={popupId} language={language} orderPath={orderPath} loadParcel={loadParcel} onClose={close} />}
      {notice}
    </div>
  );
}
