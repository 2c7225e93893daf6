import { useContext, useMemo, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { BUILD_LANGUAGES, SUPPORTED_LANGUAGES, type Language, type MenuItem } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { onPageHeadChange, pageHeadFor, type ServerPageHead } from '@trama/shared/ui';
import { PrerenderedPageContext } from '../remotes/prerendered-slot.tsx';
import { routeAlternates, withPageAlternates, type AlternatePaths } from '../routing/alternate-paths.ts';
import { isErrorStatus, routeStatus } from '../routing/route-status.ts';
import { resolveRoute } from '../routing/resolve-route.ts';
import { buildRouteTable } from '../routing/route-table.ts';

const NO_MENU: readonly MenuItem[] = [];

/** Issue 29 §19: from an error page, each language's home (another language's 404 is no page). */
const HOMES = Object.fromEntries(SUPPORTED_LANGUAGES.map((code) => [code, `/${code}`])) as AlternatePaths;

/** A value of the page's head: once the page has set its head, from it; before, the server's. */
function usePageHeadValue<T>(pathname: string, read: (head: ServerPageHead) => T | undefined, serverValue: T | null): T | null {
  return useSyncExternalStore(
    onPageHeadChange,
    () => {
      const head = pageHeadFor(pathname);
      return head ? (read(head) ?? null) : serverValue;
    },
    () => serverValue,
  );
}

/**
 * Storefront §2 overlays: the language switcher keeps the page. Issue 17 §1: each language has its
 * own words in the address, so the target is the same menu entry (or product, post) at that
 * language's path (/it/letto/lenzuola -> /en/bed/sheets); a page that knows its own alternates (a
 * product with translated slugs) says so through its head. The query is kept.
 */
export function LanguageSwitcher({ language, menu = NO_MENU }: { language: Language; menu?: readonly MenuItem[] }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const table = useMemo(() => buildRouteTable(menu), [menu]);
  const route = useMemo(() => resolveRoute(pathname, table), [pathname, table]);
  // The page's own alternates (a product's translated slugs) and status: from its head in the
  // browser, from the server's render on the server and while hydrating (the same answer on both,
  // so hydration matches, and the server HTML links to each language's real page: issue 30 §5).
  const { page } = useContext(PrerenderedPageContext);
  const serverAlternates = page?.alternates?.path === pathname ? page.alternates.paths : null;
  const serverStatus = page?.errorStatus?.path === pathname ? page.errorStatus.status : null;
  const pageAlternates = usePageHeadValue(pathname, (head) => head.alternates, serverAlternates);
  const pageStatus = usePageHeadValue(pathname, (head) => head.status, serverStatus);
  const error = isErrorStatus(routeStatus(route)) || isErrorStatus(pageStatus);
  const targets = useMemo(
    () => (error ? HOMES : withPageAlternates(routeAlternates(route), pageAlternates)),
    [error, route, pageAlternates],
  );
  return (
    <nav className="sh-lang" aria-label={t('language.label')} data-testid="language-switcher">
      <ul className="sh-lang__list">
        {/* Issue 31 §7: only the languages this build serves (TRAMA_LANGUAGES). */}
        {BUILD_LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              to={error ? targets[code] : `${targets[code]}${search}`}
              className="sh-lang__link"
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
            >
              {code.toUpperCase()}
              <span className="ui-visually-hidden"> — {t(`language.${code}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
