import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { menuItem } from '@trama/shared/testing';
import { renderInShell } from '../test-support/render.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { CONSENT_ASK_ATTRIBUTE, setConsentAsked } from './consent-ask.ts';
import { startConsent } from './consent-controller.ts';
import { forgetBus } from '../test-support/auth.ts';

const menu = [menuItem({ menuId: 71, key: 'cookie', label: 'Cookie policy', canonicalUrl: '/cookie', menuType: 'PAGE' })];

// The banner's own stylesheet, as the page inlines it: whether it is shown is CSS's decision.
const stylesheet = document.createElement('style');
stylesheet.textContent = readFileSync(join(import.meta.dirname, 'cookie-banner.css'), 'utf8');

beforeEach(() => {
  document.head.append(stylesheet);
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  stylesheet.remove();
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  localStorage.clear();
  sessionStorage.clear();
  forgetBus();
  vi.restoreAllMocks();
});

/** What the shopper sees: the banner is in the document, but is it displayed? */
function bannerShown(): boolean {
  // happy-dom keeps an element's selector matches after an ancestor's attribute changes, so ask
  // about a fresh twin in the banner's place (same element, same class): what CSS makes of it now.
  const banner = screen.getByTestId('cookie-banner');
  const twin = banner.cloneNode(false) as HTMLElement;
  banner.after(twin);
  const shown = getComputedStyle(twin).display !== 'none';
  twin.remove();
  return shown;
}

const asked = () => document.documentElement.getAttribute(CONSENT_ASK_ATTRIBUTE);

function showBanner() {
  startConsent();
  return renderInShell(
    <>
      <SiteFooter menu={menu} language="it" path="/" />
      <CookieBanner menu={menu} language="it" />
    </>,
  );
}

const consentFact = () => {
  let choice: unknown = 'unpublished';
  getBus()
    .select('consent')
    .subscribe((fact) => (choice = fact.choice))
    .unsubscribe();
  return choice;
};

/** The banner as the server renders it inside the shell (the same providers the browser hydrates with). */
const page = () => (
  <I18nextProvider i18n={getI18n('it')}>
    <MemoryRouter initialEntries={['/it']}>
      <CookieBanner menu={menu} language="it" />
    </MemoryRouter>
  </I18nextProvider>
);

describe('cookie consent banner (storefront §4 Cookie consent, architecture §7)', () => {
  it('§4 first visit: a labelled region with the cookie policy link and two equal choices', () => {
    showBanner();
    expect(asked()).toBe('ask');
    expect(bannerShown()).toBe(true);
    const banner = screen.getByRole('region', { name: 'Cookie e privacy' });
    expect(banner.getAttribute('aria-modal')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/it/cookie');
    const accept = screen.getByRole('button', { name: 'Accetta' });
    const reject = screen.getByRole('button', { name: 'Rifiuta' });
    // Equal choices: same element, same class, nothing preselected.
    expect(accept.className).toBe(reject.className);
    expect(accept.tagName).toBe(reject.tagName);
    expect(document.activeElement).not.toBe(accept);
    expect(consentFact()).toBeNull();
  });

  it('§4 accept stores cookieApproval under access, publishes it and hides the banner', () => {
    showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(localStorage.getItem('access')).toBe('cookieApproval');
    expect(consentFact()).toBe('cookieApproval');
    expect(asked()).toBeNull();
    expect(bannerShown()).toBe(false);
    // Hidden is hidden for assistive technology too.
    expect(screen.queryByRole('region', { name: 'Cookie e privacy' })).toBeNull();
  });

  it('§4 reject stores cookieRejected, hides the banner and removes what tracking stored', () => {
    localStorage.setItem('browserId', 'b-1');
    localStorage.setItem('awinAwc', 'awc-1');
    sessionStorage.setItem('awinAwc', 'awc-2');
    showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(localStorage.getItem('access')).toBe('cookieRejected');
    expect(consentFact()).toBe('cookieRejected');
    expect(bannerShown()).toBe(false);
    expect(localStorage.getItem('browserId')).toBeNull();
    expect(localStorage.getItem('awinAwc')).toBeNull();
    expect(sessionStorage.getItem('awinAwc')).toBeNull();
  });

  it('§4 with a stored choice the banner is hidden; the footer link shows it on its title and a new choice replaces the old', () => {
    localStorage.setItem('access', 'cookieApproval');
    localStorage.setItem('browserId', 'b-1');
    showBanner();
    expect(bannerShown()).toBe(false);
    expect(consentFact()).toBe('cookieApproval');
    const preferences = screen.getByRole('button', { name: 'Preferenze cookie' });
    preferences.focus();
    act(() => fireEvent.click(preferences));
    expect(asked()).toBe('ask');
    expect(bannerShown()).toBe(true);
    // Asked for with the keyboard or a screen reader: focus goes where the choice is.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookie e privacy' }));
    expect(screen.getByTestId('cookie-current-choice').textContent).toContain('accettati');
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(localStorage.getItem('access')).toBe('cookieRejected');
    expect(localStorage.getItem('browserId')).toBeNull();
    expect(bannerShown()).toBe(false);
    // Focus goes back to where the shopper asked for it.
    expect(document.activeElement).toBe(preferences);
  });

  it('Escape hides a reopened banner and keeps the choice; a first-visit banner stays until a choice', () => {
    showBanner();
    fireEvent.keyDown(screen.getByTestId('cookie-banner'), { key: 'Escape' });
    expect(bannerShown()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    act(() => getBus().send('ui.open', { panel: 'cookieConsent' }));
    expect(bannerShown()).toBe(true);
    fireEvent.keyDown(screen.getByTestId('cookie-banner'), { key: 'Escape' });
    expect(bannerShown()).toBe(false);
    expect(localStorage.getItem('access')).toBe('cookieApproval');
  });

  it('a choice made in another tab hides the banner here', () => {
    showBanner();
    expect(bannerShown()).toBe(true);
    localStorage.setItem('access', 'cookieRejected');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'access', newValue: 'cookieRejected' })));
    expect(bannerShown()).toBe(false);
  });
});

describe('cookie consent banner in the server HTML (wake on use: readable before any JavaScript)', () => {
  it('§4 the server render carries the whole banner: title, text, policy link and both choices, no current choice', () => {
    const html = renderToString(page());
    expect(html).toContain('data-testid="cookie-banner"');
    expect(html).toContain('Cookie e privacy');
    expect(html).toContain('href="/it/cookie"');
    expect(html).toContain('data-testid="cookie-accept"');
    expect(html).toContain('data-testid="cookie-reject"');
    // The stored choice is the browser's: the server never names one.
    expect(html).not.toContain('cookie-current-choice');
  });

  it('before hydration, shown or hidden follows the attribute the page loader sets on <html>', () => {
    document.body.innerHTML = renderToString(page());
    expect(bannerShown()).toBe(false);
    setConsentAsked(true);
    expect(bannerShown()).toBe(true);
    setConsentAsked(false);
    expect(bannerShown()).toBe(false);
  });

  /** Hydrates the server HTML as the browser does, with the attribute as the loader left it. */
  async function hydrateServerHtml(stored: string | null) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    if (stored) localStorage.setItem('access', stored);
    else setConsentAsked(true);
    const serverHtml = container.innerHTML;
    const consoleErrors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    startConsent();
    const root = await act(async () => hydrateRoot(container, page(), { onRecoverableError: recoverable }));
    return { root, serverHtml, consoleErrors, recoverable };
  }

  it('first visit: hydrating the server HTML changes nothing and logs no mismatch; the banner stays shown', async () => {
    const { root, serverHtml, consoleErrors, recoverable } = await hydrateServerHtml(null);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(screen.getByTestId('cookie-banner').parentElement?.innerHTML).toBe(serverHtml);
    expect(bannerShown()).toBe(true);
    // Hydrated: the choice works.
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(localStorage.getItem('access')).toBe('cookieRejected');
    expect(bannerShown()).toBe(false);
    act(() => root.unmount());
  });

  it('a stored choice: no mismatch either; the banner stays hidden and names the choice once reopened', async () => {
    const { root, consoleErrors, recoverable } = await hydrateServerHtml('cookieApproval');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(asked()).toBeNull();
    expect(bannerShown()).toBe(false);
    act(() => getBus().send('ui.open', { panel: 'cookieConsent' }));
    expect(bannerShown()).toBe(true);
    expect(screen.getByTestId('cookie-current-choice').textContent).toContain('accettati');
    act(() => root.unmount());
  });
});
