import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { renderInShell } from '../test-support/render.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { startConsent } from './consent-controller.ts';

const BUS_KEY = Symbol.for('trama.bus');
const menu = [menuItem({ menuId: 71, key: 'cookie', label: 'Cookie policy', canonicalUrl: '/cookie', menuType: 'PAGE' })];

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  (globalThis as unknown as Record<symbol, unknown>)[BUS_KEY] = undefined;
});

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

describe('cookie consent banner (storefront §4 Cookie consent, architecture §7)', () => {
  it('§4 first visit: a labelled region with the cookie policy link and two equal choices', () => {
    showBanner();
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

  it('§4 accept stores cookieApproval under access, publishes it and closes', () => {
    showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(localStorage.getItem('access')).toBe('cookieApproval');
    expect(consentFact()).toBe('cookieApproval');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('§4 reject stores cookieRejected and removes what tracking stored', () => {
    localStorage.setItem('browserId', 'b-1');
    localStorage.setItem('awinAwc', 'awc-1');
    sessionStorage.setItem('awinAwc', 'awc-2');
    showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(localStorage.getItem('access')).toBe('cookieRejected');
    expect(consentFact()).toBe('cookieRejected');
    expect(localStorage.getItem('browserId')).toBeNull();
    expect(localStorage.getItem('awinAwc')).toBeNull();
    expect(sessionStorage.getItem('awinAwc')).toBeNull();
  });

  it('§4 with a stored choice there is no banner; the footer link reopens it and a new choice replaces the old', () => {
    localStorage.setItem('access', 'cookieApproval');
    localStorage.setItem('browserId', 'b-1');
    showBanner();
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(consentFact()).toBe('cookieApproval');
    const preferences = screen.getByRole('button', { name: 'Preferenze cookie' });
    preferences.focus();
    act(() => fireEvent.click(preferences));
    expect(screen.getByTestId('cookie-current-choice').textContent).toContain('accettati');
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(localStorage.getItem('access')).toBe('cookieRejected');
    expect(localStorage.getItem('browserId')).toBeNull();
    // Focus goes back to where the shopper asked for it.
    expect(document.activeElement).toBe(preferences);
  });

  it('Escape closes a reopened banner and keeps the choice; a first-visit banner stays until a choice', () => {
    showBanner();
    fireEvent.keyDown(screen.getByTestId('cookie-banner'), { key: 'Escape' });
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    act(() => getBus().send('ui.open', { panel: 'cookieConsent' }));
    fireEvent.keyDown(screen.getByTestId('cookie-banner'), { key: 'Escape' });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(localStorage.getItem('access')).toBe('cookieApproval');
  });

  it('renders nothing on the server render (the stored choice is the browser’s)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { MemoryRouter } = await import('react-router');
    startConsent();
    expect(renderToString(<MemoryRouter><CookieBanner menu={menu} language="it" /></MemoryRouter>)).toBe('');
  });
});
