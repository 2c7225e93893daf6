import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useTranslation } from '@trama/shared/i18n';
import { AuthPanels } from '../auth/auth-panels.tsx';
import { BannerStrip } from '../banner/banner-strip.tsx';
import { CookieBanner } from '../consent/cookie-banner.tsx';
import { useAffiliateArrival } from '../marketing/use-affiliate-arrival.ts';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { StorePanelHost } from '../stores/store-panel-host.tsx';
import { SizeGuidePanelHost } from '../size-guide/size-guide-panel.tsx';
import { usePageMetadata } from '../metadata/use-page-metadata.ts';
import { languageOfPath } from '../routing/language.ts';
import { resolveRoute } from '../routing/resolve-route.ts';
import { reportDuplicatePaths } from '../routing/report-duplicates.ts';
import { buildRouteTable } from '../routing/route-table.ts';
import { useLinkInterception, useNavigateCommand } from './navigation.ts';
import { afterFirstViewPart } from './after-first-view-part.tsx';
import { PageView } from './page-view.tsx';
import { useLanguageSync } from './use-language-sync.ts';
import { useMenu } from './use-menu.ts';

/** The popups draw nothing at first: their code comes after the first view (issue 30 §4). */
const PopupHost = afterFirstViewPart(() => import('../popups/popup-host.tsx').then((module) => module.PopupHost));

/** A page identity for focus and scroll: a filter or query change is not a new page. */
function pageKeyOf(route: ReturnType<typeof resolveRoute>): string {
  const { target, params, menu } = route;
  const screen = target.kind === 'remote' ? `${target.remote}/${target.parcel}` : target.page;
  return [screen, menu?.menuId ?? '', params.productCanonicalUrl ?? '', params.postId ?? ''].join(':');
}

/** Header, banner strip, the routed page and footer (architecture §3). data-boundary="shell". */
export function ShellLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { t } = useTranslation('shell');
  const menu = useMenu(languageOfPath(location.pathname));
  const table = useMemo(() => buildRouteTable(menu.items), [menu.items]);
  const route = useMemo(() => resolveRoute(location.pathname, table, location.search), [location.pathname, location.search, table]);
  const { language } = route;
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => reportDuplicatePaths(table.duplicates), [table]);
  useLanguageSync(language);
  useNavigateCommand(language);
  useLinkInterception();
  useAffiliateArrival();

  // Storefront §2: every page first replaces the path with its canonical URL if it differs.
  useEffect(() => {
    if (menu.ready && route.status === 'redirect') {
      void navigate(`${route.canonicalPath}${location.search}${location.hash}`, { replace: true });
    }
  }, [menu.ready, route, location.search, location.hash, navigate]);

  usePageMetadata(route, menu.items, menu.ready);

  // A new page (not a filter change) starts at the top, with focus in <main> for screen readers.
  const pageKey = menu.ready ? pageKeyOf(route) : '';
  const previousPage = useRef<string | null>(null);
  useEffect(() => {
    if (previousPage.current && previousPage.current !== pageKey && navigationType === 'PUSH') {
      window.scrollTo(0, 0);
      mainRef.current?.focus({ preventScroll: true });
    }
    previousPage.current = pageKey;
  }, [pageKey, navigationType]);

  return (
    <div className="sh-root" data-boundary="shell">
      <a className="sh-skip" href="#main">
        {t('skipLink')}
      </a>
      <BannerStrip language={language} />
      <SiteHeader menu={menu.items} language={language} path={route.path} />
      <main id="main" ref={mainRef} tabIndex={-1} className="sh-main">
        <PageView route={route} ready={menu.ready} />
      </main>
      <SiteFooter menu={menu.items} language={language} path={route.path} />
      <AuthPanels language={language} />
      <StorePanelHost language={language} path={route.path} />
      <CookieBanner menu={menu.items} language={language} />
      <SizeGuidePanelHost menu={menu.items} language={language} path={route.path} />
      {menu.ready && <PopupHost route={route} menu={menu.items} language={language} />}
    </div>
  );
}
