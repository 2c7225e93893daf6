import './popups.css';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { getBus } from '@trama/shared/bus';
import type { Language, MenuItem } from '@trama/shared/contract';
import { useFlag } from '@trama/shared/ui';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { menuHref, navEntries } from '../routing/menu-links.ts';
import { DiscountPopup } from './discount-popup.tsx';
import { NewsletterPopup } from './newsletter-popup.tsx';
import { DIALOG_CHECK_MS, POPUP_MESSAGE_MS, duePopup, otherDialogOpen, popupDelay, popupPage, type PopupName } from './popup-rules.ts';
import { dismissDiscount, popupStorageSnapshot, readPopupSnapshot, storeNoPop, subscribePopupStorage } from './popup-storage.ts';

interface PopupHostProps {
  route: ResolvedRoute;
  menu: MenuItem[];
  language: Language;
}

/** On the server and while hydrating nothing is known: no popup, as the server drew. */
const unknownStorage = () => null;

/**
 * The cookie banner is answered and not reopened on this page. The `consent` fact is null (banner
 * up) or not yet published until then; the footer's "cookie preferences" (ui.open cookieConsent)
 * reopens the banner until the next choice or the next page. `onReopen` lets an open popup step aside.
 */
function useConsentSettled(path: string, onReopen: () => void): boolean {
  const [choiceMade, setChoiceMade] = useState(false);
  const [reopenedOn, setReopenedOn] = useState<string | null>(null);
  const current = useRef({ path, onReopen });
  useEffect(() => {
    current.current = { path, onReopen };
  }, [path, onReopen]);
  useEffect(() => {
    const bus = getBus();
    const facts = bus.select('consent').subscribe((fact) => {
      setChoiceMade(fact.choice !== null);
      setReopenedOn(null);
    });
    const opens = bus.commands('ui.open').subscribe(({ panel }) => {
      if (panel !== 'cookieConsent') return;
      setReopenedOn(current.current.path);
      current.current.onReopen();
    });
    const closes = bus.commands('ui.close').subscribe(({ panel }) => {
      if (panel === 'cookieConsent') setReopenedOn(null);
    });
    return () => {
      facts.unsubscribe();
      opens.unsubscribe();
      closes.unsubscribe();
    };
  }, []);
  return choiceMade && reopenedOn !== path;
}

/** The first catalogue of the header's menu, as a shop path: where the discount popup's "shop now" leads. */
function shopHrefOf(menu: MenuItem[], language: Language): string | null {
  const entries = navEntries(menu);
  const catalogue = entries.find((entry) => entry.item.menuType === 'CATALOGUE') ?? entries[0];
  const href = catalogue ? menuHref(catalogue.item, language) : null;
  return href?.startsWith('/') ? href : null;
}

/**
 * The newsletter and discount popups (issue 16; docs/consent-and-marketing.md "Popups"): at most
 * one at a time, never over the cookie banner, never on basket, checkout, payment, account or
 * sign-in pages (popup-rules.ts). Storage, consent and flags are the browser's: the server and the
 * hydrating render both draw nothing.
 */
export function PopupHost({ route, menu, language }: PopupHostProps) {
  const [open, setOpen] = useState<PopupName | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const consentSettled = useConsentSettled(route.path, () => setOpen(null));
  const discountFlag = useFlag('private-sale-popup');
  const snapshot = useSyncExternalStore(subscribePopupStorage, popupStorageSnapshot, unknownStorage);
  const stored = useMemo(() => (snapshot === null ? null : readPopupSnapshot(snapshot)), [snapshot]);
  const page = popupPage(route);

  const due = stored
    ? duePopup({ page, consentSettled, discountFlag, discountPending: stored.discount !== null, noPop: stored.noPop })
    : null;

  // Issue 29 §17: each add to the basket (its count rising: the mini-basket opens) and each time
  // another dialog was up when the delay ran out starts the delay again.
  const [restarts, setRestarts] = useState(0);
  // The delay ran out while another dialog was up: look again each second, then wait a full delay.
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!blocked) return;
    const timer = setInterval(() => {
      if (otherDialogOpen(document)) return;
      setBlocked(false);
      setRestarts((n) => n + 1);
    }, DIALOG_CHECK_MS);
    return () => clearInterval(timer);
  }, [blocked]);
  useEffect(() => {
    let count: number | null = null;
    const facts = getBus()
      .select('basket')
      .subscribe((fact) => {
        if (count !== null && fact.count > count) setRestarts((n) => n + 1);
        count = fact.count;
      });
    return () => facts.unsubscribe();
  }, []);

  useEffect(() => {
    if (open || !due || blocked) return;
    const timer = setTimeout(() => {
      if (otherDialogOpen(document)) setBlocked(true);
      else setOpen(due);
    }, popupDelay(due));
    return () => clearTimeout(timer);
  }, [open, due, blocked, restarts]);

  const close = () => {
    setOpen(null);
    setSubscribed(false);
  };

  // §4 / §9: the success message shows 5 s, then it hides and the popup with it.
  useEffect(() => {
    if (!subscribed) return;
    const timer = setTimeout(() => {
      setOpen(null);
      setSubscribed(false);
    }, POPUP_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [subscribed]);

  const shopHref = useMemo(() => shopHrefOf(menu, language), [menu, language]);

  // A quiet page reached while one is open (the browser's back button): it is not drawn there.
  if (!consentSettled || page === 'quiet') return null;
  if (open === 'newsletter') {
    return (
      <NewsletterPopup
        language={language}
        path={route.path}
        onSubscribed={() => {
          storeNoPop(true);
          setSubscribed(true);
        }}
        onClose={() => {
          // §4: a subscription already stored noPop for good; a close means "not now": this visit only.
          if (!subscribed) storeNoPop(false);
          close();
        }}
      />
    );
  }
  const discount = stored?.discount;
  if (open === 'discount' && discount) {
    return (
      <DiscountPopup
        notice={discount}
        shopHref={shopHref}
        onClose={() => {
          dismissDiscount(discount.code);
          close();
        }}
      />
    );
  }
  return null;
}
