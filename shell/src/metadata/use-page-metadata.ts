/**
 * Storefront §2 Page metadata in the browser: the route's metadata with the shown page's own head
 * (useServerPageHead, @trama/shared/ui) laid over it, applied after every navigation and again
 * whenever the page's head arrives, changes or leaves. The shell alone writes <head>: the route
 * and the page never overwrite each other's tags.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import type { MenuItem } from '@trama/shared/contract';
import { onPageHeadChange, pageHeadFor } from '@trama/shared/ui';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { applyHead } from './apply-head.ts';
import { composeHead } from './head-model.ts';
import { pageMetadata } from './page-metadata.ts';

/**
 * The path whose <head> the server wrote (with the page's facts) while the page has not handed its
 * own yet: the route metadata alone would drop them until the page hydrates. Null once left.
 */
let serverHeadPath: string | null | undefined;

function serverHeadStands(path: string): boolean {
  serverHeadPath ??= document.getElementById('trama-ssr') ? path : null;
  if (serverHeadPath !== path) serverHeadPath = null;
  return serverHeadPath === path;
}

export function usePageMetadata(route: ResolvedRoute, items: readonly MenuItem[], ready: boolean): void {
  const { t } = useTranslation('shell');
  const apply = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!ready) return;
    apply.current = () => {
      const { origin, pathname } = window.location;
      const pageHead = pageHeadFor(pathname);
      if (!pageHead && serverHeadStands(pathname)) return;
      if (pageHead) serverHeadPath = null;
      applyHead(composeHead(pageMetadata(route, t, origin, items), pageHead, origin));
    };
    apply.current();
  }, [ready, route, t, items]);

  useEffect(() => onPageHeadChange(() => apply.current()), []);
}
