import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { DISCOUNT_POPUP_DELAY_MS, POPUP_MESSAGE_MS, duePopup, popupDelay, otherDialogOpen, popupPage, type PopupSituation } from './popup-rules.ts';

type Target = ResolvedRoute['target'];
const remote = (name: string, parcel: string) => ({ kind: 'remote', remote: name, parcel, props: {} }) as unknown as Target;
const at = (path: string, target: Target, status: ResolvedRoute['status'] = 'ok') => ({ path, target, status });

const browsing: PopupSituation = { page: 'browse', consentSettled: true, discountFlag: true, discountPending: false, noPop: false };

describe('where the popups may show (issue 16)', () => {
  it('§2 the home and the content and catalogue pages; never basket, checkout, payment, /validate, account, sign-in, stores or error pages', () => {
    expect(popupPage(at('/', remote('content', 'HomePage')))).toBe('home');
    expect(popupPage(at('/letto/lenzuola', remote('catalogue', 'ProductList')))).toBe('browse');
    expect(popupPage(at('/letto/lenzuola/lenzuolo-lino', remote('catalogue', 'ProductPage')))).toBe('browse');
    expect(popupPage(at('/magazine', remote('content', 'MagazinePage')))).toBe('browse');
    for (const quiet of [
      at('/ma-commande', remote('basket', 'OrderPage')),
      at('/validate', remote('basket', 'ValidateDiscount')),
      at('/payment/result', remote('basket', 'PaymentResult')),
      at('/mon-compte', remote('account', 'AccountPage')),
      at('/negozi', remote('stores', 'StoreLocator')),
      at('/nulla', remote('content', 'NotFound'), 'not-found'),
      at('/503', remote('content', 'Unavailable')),
      at('/login', { kind: 'shell', page: 'login', props: {} } as unknown as Target),
      at('/letto', remote('catalogue', 'ProductList'), 'redirect'),
    ]) {
      expect(popupPage(quiet), quiet.path).toBe('quiet');
    }
  });
});

describe('which popup is due (issue 16)', () => {
  it('§4 never over the cookie banner: nothing until the shopper has chosen', () => {
    expect(duePopup({ ...browsing, consentSettled: false })).toBeNull();
    expect(duePopup({ ...browsing, page: 'home', discountPending: true, consentSettled: false })).toBeNull();
  });

  it('§4 the newsletter on browsing pages, unless noPop is stored', () => {
    expect(duePopup(browsing)).toBe('newsletter');
    expect(duePopup({ ...browsing, page: 'home' })).toBe('newsletter');
    expect(duePopup({ ...browsing, noPop: true })).toBeNull();
    expect(duePopup({ ...browsing, page: 'quiet' })).toBeNull();
  });

  it('§2 the discount popup on the home with a pending code and the private-sale-popup flag, before the newsletter', () => {
    expect(duePopup({ ...browsing, page: 'home', discountPending: true })).toBe('discount');
    expect(duePopup({ ...browsing, page: 'home', discountPending: true, noPop: true })).toBe('discount');
    // Flag off: no discount popup (the newsletter keeps its turn).
    expect(duePopup({ ...browsing, page: 'home', discountPending: true, discountFlag: false })).toBe('newsletter');
    expect(duePopup({ ...browsing, page: 'home', discountPending: true, discountFlag: false, noPop: true })).toBeNull();
    // Only the home shows it.
    expect(duePopup({ ...browsing, discountPending: true })).toBe('newsletter');
  });

  it('§9 timings: the discount popup after 1.5 s, the message 5 s', () => {
    expect(DISCOUNT_POPUP_DELAY_MS).toBe(1500);
    expect(popupDelay('discount')).toBe(1500);
    expect(POPUP_MESSAGE_MS).toBe(5000);
    expect(popupDelay('newsletter')).toBeGreaterThan(popupDelay('discount'));
  });
});

describe('issue 30 §2 the size guide is a popover in every page', () => {
  it('a closed popover with role dialog is no open dialog: the popups still show; opened, it counts', () => {
    document.body.innerHTML = '<div role="dialog" popover="auto" id="guide"></div>';
    expect(otherDialogOpen(document)).toBe(false);
    document.getElementById('guide')!.setAttribute('data-open', '');
    expect(otherDialogOpen(document)).toBe(true);
    document.body.innerHTML = '';
  });
});
