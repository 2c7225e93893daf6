import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { FLAG_DEFAULTS, type ConsentChoice, type MenuItem } from '@trama/shared/contract';
import { markFirstView } from '../remotes/first-view.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { PopupHost } from './popup-host.tsx';

const HOME = route('/', 'content', 'HomePage');
const LIST = route('/letto/lenzuola', 'catalogue', 'ProductList');
const CHECKOUT = route('/ma-commande', 'basket', 'OrderPage');

function route(path: string, remote: string, parcel: string): ResolvedRoute {
  return {
    language: 'it',
    target: { kind: 'remote', remote, parcel, props: {} } as ResolvedRoute['target'],
    params: {},
    canonicalPath: path === '/' ? '/it' : `/it${path}`,
    path,
    status: 'ok',
    menu: null,
  };
}

const MENU = [
  { menuId: 10, key: 'letto', label: 'Letto', canonicalUrl: '/letto', parent: null, position: 1, menuType: 'CATALOGUE', gridTypeId: 0 },
] as unknown as MenuItem[];

const newsletterDialog = () => screen.queryByRole('dialog', { name: 'Iscriviti alla newsletter' });
const discountDialog = () => screen.queryByRole('dialog', { name: 'Il tuo codice sconto è attivo' });

let mounted: Record<string, unknown>[];
const navigation = { goTo: (next: ResolvedRoute): void => void next };

/** The host as the layout mounts it; `rerender` is a navigation (the providers stay). */
function Navigable({ start }: { start: ResolvedRoute }) {
  const [at, setAt] = useState(start);
  useEffect(() => {
    navigation.goTo = setAt;
  }, []);
  return <PopupHost route={at} menu={MENU} language="it" />;
}

function show(at: ResolvedRoute) {
  const loader = fakeLoader({ load: () => Promise.resolve(testParcel((props) => void mounted.push(props))) });
  renderInShell(<Navigable start={at} />, { loader });
  return { rerender: (next: ResolvedRoute) => act(() => navigation.goTo(next)) };
}

const consent = (choice: ConsentChoice | null) => act(() => getBus().publish('consent', { choice }));
const flags = (privateSalePopup: boolean) => act(() => getBus().publish('flags', { ...FLAG_DEFAULTS, 'private-sale-popup': privateSalePopup }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Second by second, each in its own act: React runs the effects a timer caused before the next second. */
const seconds = (n: number) => {
  for (let i = 0; i < n; i++) wait(1000);
};
/** The newsletter popup is still closed 1 ms before `ms` from now, and open at `ms`. */
function expectNewsletterAfter(ms: number) {
  wait(ms - 1);
  expect(newsletterDialog()).toBeNull();
  wait(1);
  expect(newsletterDialog()).not.toBeNull();
}
/** Lets the (fake) parcel load and mount: promise turns and the slot's idle wait. */
async function settle() {
  for (let turn = 0; turn < 20; turn++) {
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
  }
}

function arriveWithDiscount(code = 'VIP2026', key = 'product.basket.25', values?: Record<string, string>) {
  sessionStorage.setItem('discountPopup', JSON.stringify({ code, key, values }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  localStorage.clear();
  sessionStorage.clear();
  mounted = [];
  markFirstView();
  getBus().publish('consent', { choice: 'cookieApproval' });
  getBus().publish('flags', { ...FLAG_DEFAULTS });
});

afterEach(() => {
  cleanup();
  for (const other of document.querySelectorAll('[data-testid="other-dialog"]')) other.remove();
  vi.useRealTimers();
});

describe('the newsletter popup (issue 16, storefront §4 Newsletter)', () => {
  it('opens after 8 s on a browsing page, as a labelled dialog with the content form (variant popup)', async () => {
    show(LIST);
    wait(7999);
    expect(newsletterDialog()).toBeNull();
    wait(1);
    const dialog = newsletterDialog();
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    // Focus moves into the dialog, on its title.
    expect(document.activeElement?.textContent).toBe('Iscriviti alla newsletter');
    await settle();
    expect(screen.getByTestId('slot-content-Newsletter').dataset.state).toBe('loaded');
    expect(mounted[0]).toMatchObject({ language: 'it', variant: 'popup' });
  });

  it('[29.17] never over another dialog: an open size guide keeps its focus; the popup comes 8 s after it closes', () => {
    show(LIST);
    wait(5000);
    // Another slice's dialog (the size guide side panel), with the focus in it.
    const guide = document.createElement('div');
    guide.setAttribute('role', 'dialog');
    guide.setAttribute('aria-modal', 'true');
    guide.tabIndex = -1;
    guide.dataset.testid = 'other-dialog';
    document.body.append(guide);
    guide.focus();
    seconds(10);
    expect(newsletterDialog()).toBeNull();
    expect(document.activeElement).toBe(guide);
    guide.remove();
    // Within a second it sees the guide closed, then waits the full 8 s.
    seconds(8);
    expect(newsletterDialog()).toBeNull();
    seconds(1);
    expect(newsletterDialog()).not.toBeNull();
  });

  it('[29.17] never right after an add to the basket: the count starts again from the add (the mini-basket is up)', () => {
    show(LIST);
    act(() => getBus().publish('basket', { count: 0, totals: null }));
    wait(7000);
    act(() => getBus().publish('basket', { count: 1, totals: null }));
    wait(1000);
    expect(newsletterDialog()).toBeNull();
    expectNewsletterAfter(7000);
  });

  it('§4 never over the cookie banner: it waits for the choice, and steps aside when the banner is reopened', () => {
    consent(null);
    show(LIST);
    wait(20_000);
    expect(newsletterDialog()).toBeNull();
    consent('cookieRejected');
    wait(8000);
    expect(newsletterDialog()).not.toBeNull();
    act(() => getBus().send('ui.open', { panel: 'cookieConsent' }));
    expect(newsletterDialog()).toBeNull();
    // Nothing was remembered: after the choice it comes back in its time.
    consent('cookieRejected');
    wait(8000);
    expect(newsletterDialog()).not.toBeNull();
  });

  it('never on basket, checkout or payment pages; leaving for one stops the count', () => {
    const view = show(CHECKOUT);
    wait(20_000);
    expect(newsletterDialog()).toBeNull();
    view.rerender(LIST);
    wait(5000);
    view.rerender(CHECKOUT);
    wait(5000);
    expect(newsletterDialog()).toBeNull();
  });

  it('§9 never when noPop is stored', () => {
    localStorage.setItem('noPop', 'true');
    show(LIST);
    wait(20_000);
    expect(newsletterDialog()).toBeNull();
  });

  it('Escape or the close button: closed for this visit (noPop in sessionStorage), focus back where it was', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = show(LIST);
    wait(8000);
    fireEvent.keyDown(newsletterDialog()!, { key: 'Escape' });
    expect(newsletterDialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(sessionStorage.getItem('noPop')).toBe('true');
    expect(localStorage.getItem('noPop')).toBeNull();
    view.rerender(HOME);
    wait(20_000);
    expect(newsletterDialog()).toBeNull();
    opener.remove();
  });

  it('§4 a subscription stores noPop for good; the popup closes when the message hides, 5 s later', async () => {
    show(LIST);
    wait(8000);
    await settle();
    act(() => (mounted[0]!.onSubscribed as () => void)());
    expect(localStorage.getItem('noPop')).toBe('true');
    wait(4999);
    expect(newsletterDialog()).not.toBeNull();
    wait(1);
    expect(newsletterDialog()).toBeNull();
  });
});

describe('the discount popup (issue 16, storefront §2 Home, flag private-sale-popup)', () => {
  it('§9 shows 1.5 s after the home is reached with a code /validate applied: the code and product.basket.25', () => {
    arriveWithDiscount();
    show(HOME);
    wait(1499);
    expect(discountDialog()).toBeNull();
    wait(1);
    expect(discountDialog()).not.toBeNull();
    expect(screen.getByText('Codice VIP2026')).toBeTruthy();
    expect(screen.getByTestId('discount-popup-message').textContent).toBe('Codice vendita privata accettato.');
    expect(screen.getByTestId('discount-popup-shop').getAttribute('href')).toBe('/it/letto');
  });

  it('an ordinary code shows its reduction (product.basket.19)', () => {
    arriveWithDiscount('BENVENUTO10', 'product.basket.19', { discount: '10%' });
    show(HOME);
    wait(1500);
    expect(screen.getByTestId('discount-popup-message').textContent).toBe('Codice sconto applicato: 10% di sconto.');
  });

  it('§9 closed: NoDiscount keeps the code, the same code does not pop again; a new code does', () => {
    arriveWithDiscount();
    const view = show(HOME);
    wait(1500);
    fireEvent.click(screen.getByTestId('discount-popup-close'));
    expect(discountDialog()).toBeNull();
    expect(localStorage.getItem('NoDiscount')).toBe('VIP2026');

    arriveWithDiscount();
    view.rerender(LIST);
    view.rerender(HOME);
    wait(1500);
    expect(discountDialog()).toBeNull();

    act(() => arriveWithDiscount('ESTATE20', 'product.basket.19', { discount: '20%' }));
    view.rerender(LIST);
    view.rerender(HOME);
    wait(1500);
    expect(discountDialog()).not.toBeNull();
  });

  it('§9 never with the private-sale-popup flag off', () => {
    flags(false);
    arriveWithDiscount();
    show(HOME);
    wait(1500);
    expect(discountDialog()).toBeNull();
  });

  it('§4 never over the cookie banner; never on checkout', () => {
    consent(null);
    arriveWithDiscount();
    const view = show(HOME);
    wait(5000);
    expect(discountDialog()).toBeNull();
    view.rerender(CHECKOUT);
    consent('cookieApproval');
    wait(5000);
    expect(discountDialog()).toBeNull();
  });

  it('never together with the newsletter popup: the newsletter waits until the discount popup is closed', () => {
    arriveWithDiscount();
    show(HOME);
    wait(1500);
    wait(20_000);
    expect(discountDialog()).not.toBeNull();
    expect(newsletterDialog()).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.keyDown(discountDialog()!, { key: 'Escape' });
    expectNewsletterAfter(8000);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('Tab stays inside the dialog', () => {
    arriveWithDiscount();
    show(HOME);
    wait(1500);
    const close = screen.getByTestId('discount-popup-close');
    const last = screen.getByRole('button', { name: 'Chiudi' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
