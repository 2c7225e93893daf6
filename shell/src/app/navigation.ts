import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getBus } from '@trama/shared/bus';
import { isLanguage, type Language } from '@trama/shared/contract';
import { localizePath } from '../routing/language.ts';

/** Architecture §2: a remote moves the page with the bus `navigate` command; the shell adds the language. */
export function useNavigateCommand(language: Language): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      getBus().handle('navigate', ({ to, replace }) => {
        void navigate(localizePath(typeof to === 'string' ? to : '/', language), { replace: replace ?? false });
      }),
    [navigate, language],
  );
}

/** Paths the API serves itself: following them must load a file, not a route. */
const SERVER_PATHS = /^\/(api|ofrep|media|remotes|storeservice)(\/|$)/;

/** The shop path of a plain click on a same-origin link, or null when the browser should handle it. */
export function routableHref(event: MouseEvent, current: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  const { origin } = current;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || SERVER_PATHS.test(url.pathname)) return null;
  // A jump inside this page (the skip link to #main) is the browser's: it moves focus.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  const first = url.pathname.split('/')[1];
  if (!isLanguage(first)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A remote that renders a plain <a href="/it/..."> should not reload the whole shop: plain clicks
 * on same-origin shop links go through the router. Modified clicks and new tabs stay the browser's.
 */
export function useLinkInterception(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = routableHref(event, window.location);
      if (!to) return;
      event.preventDefault();
      void navigate(to);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
