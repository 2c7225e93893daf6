/**
 * Long on purpose: one test a behaviour of the page loader, each running its own text in a fresh document.
 *
 * Issue 13 §5 "a lean first load" (docs/rendering.md "Wake on use"): the page loader as the page
 * runs it — its source text, evaluated on its own, so it may not lean on anything of this module.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_MARK } from '../remotes/first-view.ts';
import { PAGE_LOADER, PAGE_LOADER_CONFIG, type PageScripts } from './page-loader.ts';

const SCRIPTS: PageScripts = { scripts: ['/main.js', '/shell-start.js'], preloads: ['/remotes/catalogue/ab12/remoteEntry.js'], wake: 'use' };

/** The end of a server-rendered body: the script list, then the loader (run from its text). */
function openPage(list: PageScripts = SCRIPTS): void {
  document.body.innerHTML = `<main><button type="button" id="size">M</button><a href="/it/letto" id="link"><span>Letto</span></a></main>`;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'trama-scripts';
  block.textContent = JSON.stringify(list);
  document.body.append(block);
  new Function(PAGE_LOADER)();
}

const addedScripts = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const inOrder = () => [...document.head.querySelectorAll('script[src]')].every((s) => (s as HTMLScriptElement).async === false);
const addedPreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
/** Past the loader's "once painted" step (a frame, then a task). */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
const root = document.documentElement;

beforeEach(() => {
  // Scripts are only counted here, never fetched (happy-dom would fetch them).
  const settings = (window as unknown as { happyDOM?: { settings: { disableJavaScriptFileLoading: boolean } } }).happyDOM?.settings;
  if (settings) Object.assign(settings, { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true });
});

afterEach(() => {
  // Each test's loader leaves its window listeners behind: wake and hydrate it, so it is done.
  window.dispatchEvent(new Event('pointermove'));
  window.dispatchEvent(new Event(FIRST_VIEW_MARK));
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  root.removeAttribute('data-wake');
  root.removeAttribute('data-woke');
  root.removeAttribute(PAGE_LOADER_CONFIG.consentAttribute);
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('issue 13 §5 wake on use: a first-time visitor loads no script until they use the page', () => {
  it('nothing is requested while the visitor only reads; the first use starts the scripts in order', async () => {
    openPage();
    await afterPaint();
    expect(addedScripts()).toEqual([]);
    expect(root.getAttribute('data-wake')).toBe('use');

    window.dispatchEvent(new Event('pointermove'));
    expect(addedScripts()).toEqual(['/main.js', '/shell-start.js']);
    expect(inOrder()).toBe(true);
    expect(addedPreloads()).toEqual(['/remotes/catalogue/ab12/remoteEntry.js']);
    expect(root.hasAttribute('data-wake')).toBe(false);

    // Started once: more use adds nothing.
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(addedScripts()).toHaveLength(2);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'])('%s is a use', (name) => {
    openPage();
    window.dispatchEvent(new Event(name));
    expect(addedScripts()).toEqual(['/main.js', '/shell-start.js']);
  });
});

describe('issue 13 §1 personal parts fill in at once: the loader wakes without waiting for use', () => {
  it.each([
    ['signed in', () => localStorage.setItem('id_token', 'x.y.z')],
    ['a basket', () => localStorage.setItem('basket', '[{"sku":"1"}]')],
    ['a wishlist', () => localStorage.setItem('wishlist', '[1]')],
    ['approved tracking (storefront §4 consent)', () => localStorage.setItem('access', 'cookieApproval')],
    ['a discount notice from /validate', () => sessionStorage.setItem('discountPopup', '{}')],
    ['an affiliate arrival (storefront §9 ?awc=)', () => history.replaceState(null, '', '/it?awc=123')],
    ['an affiliate arrival (?sv_campaign_id=)', () => history.replaceState(null, '', '/it?x=1&sv_campaign_id=9')],
  ])('%s', async (_name, arrange) => {
    arrange();
    openPage();
    expect(addedScripts()).toEqual([]); // the HTML and the LCP image still go first
    await afterPaint();
    expect(addedScripts()).toEqual(['/main.js', '/shell-start.js']);
  });

  it('a page slot the server could not render (wake "now") starts at once too', async () => {
    openPage({ ...SCRIPTS, wake: 'now' });
    await afterPaint();
    expect(addedScripts()).toEqual(['/main.js', '/shell-start.js']);
  });

  it('a rejected cookie choice or a search query is no reason to wake', async () => {
    localStorage.setItem('access', 'cookieRejected');
    history.replaceState(null, '', '/it/search?criteria=lino');
    openPage();
    await afterPaint();
    expect(addedScripts()).toEqual([]);
  });
});

describe('issue 13 §4 a tap before hydration is not lost', () => {
  it('a button clicked while the page wakes is held, then clicked again once the page is hydrated', async () => {
    openPage();
    const button = document.getElementById('size')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    expect(addedScripts()).toHaveLength(2); // the click woke the page

    window.dispatchEvent(new Event(FIRST_VIEW_MARK));
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));

    // Hydrated: clicks are the page's own from now on.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('taps on two buttons (a size, then "add to basket") are both done, in order; the same button tapped twice is one tap', async () => {
    openPage();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button type="button" id="add">Aggiungi</button>');
    const size = document.getElementById('size')!;
    const add = document.getElementById('add')!;
    const seen: string[] = [];
    size.addEventListener('click', () => seen.push('size'));
    add.addEventListener('click', () => seen.push('add'));

    const tap = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    tap(size);
    tap(add);
    tap(add); // nothing seemed to happen: the shopper taps again
    expect(seen).toEqual([]);

    window.dispatchEvent(new Event(FIRST_VIEW_MARK));
    await vi.waitFor(() => expect(seen).toEqual(['size', 'add']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['size', 'add']);
  });

  it('a quantity chosen before hydration is told to the page again, before the held tap', async () => {
    openPage();
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('afterbegin', '<select id="qty"><option>1</option><option>2</option></select>');
    const select = document.getElementById('qty') as HTMLSelectElement;
    const button = document.getElementById('size')!;
    const seen: string[] = [];
    select.addEventListener('change', () => seen.push(`change ${select.value}`));
    button.addEventListener('click', () => seen.push('click'));

    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seen).toEqual(['change 2']); // the page (not hydrated) heard the change, not the tap

    select.value = '1'; // hydration puts the server's value back
    window.dispatchEvent(new Event(FIRST_VIEW_MARK));
    await vi.waitFor(() => expect(seen).toEqual(['change 2', 'change 2', 'click']));
  });

  it('a link is left to the browser (it follows it to the next server-rendered page)', () => {
    openPage();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#link span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('storefront §4 cookie consent before any script', () => {
  it('no stored choice: <html> asks for it (the banner in the HTML shows); a stored one: it does not', () => {
    openPage();
    expect(root.getAttribute(PAGE_LOADER_CONFIG.consentAttribute)).toBe(PAGE_LOADER_CONFIG.consentAsk);
    root.removeAttribute(PAGE_LOADER_CONFIG.consentAttribute);
    localStorage.setItem('access', 'cookieRejected');
    openPage();
    expect(root.hasAttribute(PAGE_LOADER_CONFIG.consentAttribute)).toBe(false);
  });
});

describe('issue 30 the first tap answers at once', () => {
  const prefetched = (as: string) => [...document.head.querySelectorAll(`link[rel="prefetch"][as="${as}"]`)].map((l) => l.getAttribute('href'));

  it('§3 once the page has loaded and the browser is idle, the first use is prefetched (fetched, not run)', async () => {
    openPage({ ...SCRIPTS, prefetch: { scripts: ['/563.js', '/remotes/basket/b1/remoteEntry.js'], styles: ['/remotes/basket/b1/styles.css'] } });
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(prefetched('script')).toEqual(['/main.js', '/shell-start.js', '/remotes/catalogue/ab12/remoteEntry.js', '/563.js', '/remotes/basket/b1/remoteEntry.js']);
    expect(prefetched('style')).toEqual(['/remotes/basket/b1/styles.css']);
    expect(addedScripts()).toEqual([]);
    expect(root.getAttribute('data-wake')).toBe('use');
  });

  it('§6 the prefetch comes in two waves: stylesheets and start-up scripts first, what loads after the first view once they are in', async () => {
    openPage({ ...SCRIPTS, prefetch: { scripts: ['/563.js'], styles: ['/remotes/basket/b1/styles.css'], later: ['/768.js'] } });
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const links = [...document.head.querySelectorAll('link[rel="prefetch"]')];
    // The stylesheet first: a parcel's code waits for its CSS.
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/remotes/basket/b1/styles.css', '/main.js', '/shell-start.js', '/remotes/catalogue/ab12/remoteEntry.js', '/563.js']);
    vi.useFakeTimers();
    try {
      links.slice(0, -1).forEach((link) => link.dispatchEvent(new Event('load')));
      expect(prefetched('script')).not.toContain('/768.js');
      links.at(-1)!.dispatchEvent(new Event('error')); // a failed file does not hold the second wave
      // Then a reader's while (a tap meanwhile finds the connections free), then the second wave.
      vi.advanceTimersByTime(PAGE_LOADER_CONFIG.laterWaveDelayMs - 1);
      expect(prefetched('script')).not.toContain('/768.js');
      vi.advanceTimersByTime(1);
      expect(prefetched('script').at(-1)).toBe('/768.js');
    } finally {
      vi.useRealTimers();
    }
  });

  it('§6 a page woken before the second wave starts asks for the rest itself: no second wave competes with it', async () => {
    openPage({ ...SCRIPTS, prefetch: { scripts: ['/563.js'], styles: [], later: ['/768.js'] } });
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    vi.useFakeTimers();
    try {
      document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.dispatchEvent(new Event('load')));
      window.dispatchEvent(new Event('pointerdown'));
      vi.advanceTimersByTime(PAGE_LOADER_CONFIG.laterWaveDelayMs);
      expect(prefetched('script')).not.toContain('/768.js');
    } finally {
      vi.useRealTimers();
    }
  });

  it('§1 a held tap is drawn pressed and busy at once and said to screen readers, until the page answers it', async () => {
    openPage();
    const region = document.createElement('p');
    region.id = 'trama-wake-status';
    region.setAttribute('role', 'status');
    region.dataset.busyText = 'Un momento…';
    document.body.append(region);
    const size = document.getElementById('size')!;
    size.click();
    expect(size.hasAttribute('data-held')).toBe(true);
    expect(size.getAttribute('aria-busy')).toBe('true');
    expect(region.textContent).toBe('Un momento…');
    expect(root.getAttribute('data-woke')).toBe('use');

    const clicks: string[] = [];
    size.addEventListener('click', () => clicks.push(size.hasAttribute('data-held') ? 'still held' : 'answered'));
    window.dispatchEvent(new Event(FIRST_VIEW_MARK));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicks).toEqual(['answered']);
    expect(size.hasAttribute('aria-busy')).toBe(false);
    expect(region.textContent).toBe('');
  });

  it('§1 a cookie choice tapped before the page runs is stored at once (a link followed next keeps it) and the banner hides', () => {
    openPage();
    expect(root.getAttribute(PAGE_LOADER_CONFIG.consentAttribute)).toBe(PAGE_LOADER_CONFIG.consentAsk);
    const reject = document.createElement('button');
    reject.setAttribute('data-consent-choice', 'cookieRejected');
    document.body.append(reject);
    reject.click();
    expect(localStorage.getItem(PAGE_LOADER_CONFIG.consentKey)).toBe('cookieRejected');
    expect(root.hasAttribute(PAGE_LOADER_CONFIG.consentAttribute)).toBe(false);
    // Only the contract's choices are stored.
    localStorage.clear();
    const forged = document.createElement('button');
    forged.setAttribute('data-consent-choice', 'everything');
    document.body.append(forged);
    forged.click();
    expect(localStorage.getItem(PAGE_LOADER_CONFIG.consentKey)).toBeNull();
  });

  it('§6 a size tapped before the page runs shows chosen at once, by the page\'s rule (the chosen one again: none), and a double tap counts once', () => {
    openPage();
    const sizes = document.createElement('fieldset');
    sizes.innerHTML = ['S', 'M', 'L'].map((size) => `<button type="button" data-choice-group="size" aria-pressed="${size === 'S'}" id="s-${size}">${size}</button>`).join('');
    document.body.append(sizes);
    const pressed = () => [...sizes.querySelectorAll('button')].filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.id);
    // The size the server showed chosen, tapped: none (storefront §4).
    document.getElementById('s-S')!.click();
    expect(pressed()).toEqual([]);
    document.getElementById('s-M')!.click();
    expect(pressed()).toEqual(['s-M']);
    document.getElementById('s-M')!.click();
    expect(pressed()).toEqual(['s-M']);
    document.getElementById('s-L')!.click();
    document.getElementById('s-L')!.click();
    expect(pressed()).toEqual(['s-L']);
    document.getElementById('s-M')!.click();
    document.getElementById('s-M')!.click();
    expect(pressed()).toEqual(['s-M']);
  });

  it('§2 a control that works without script (data-no-hold) is never held: its own behaviour happens now', () => {
    openPage();
    const menu = document.createElement('button');
    menu.setAttribute('data-no-hold', '');
    document.body.append(menu);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    menu.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(menu.hasAttribute('data-held')).toBe(false);
    // It is a use all the same: the scripts start.
    expect(addedScripts()).toEqual(['/main.js', '/shell-start.js']);
  });
});

describe('the loader text', () => {
  it('is constant (one CSP hash) and names the storage keys of the contract', () => {
    expect(PAGE_LOADER).toContain('"id_token"');
    expect(PAGE_LOADER).toContain('"trama:first-view"');
    expect(PAGE_LOADER).not.toMatch(/<\/script/i);
  });
});
