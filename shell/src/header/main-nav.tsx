import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { menuHref, type NavEntry } from '../routing/menu-links.ts';
import { MegaMenu } from './mega-menu.tsx';
import { NO_HOLD } from './use-header-panels.ts';

/** Storefront §2 menu keys: the entry laid out as a mega-menu ("collezioni (collections mega-menu layout)"). */
export const MEGA_MENU_KEY = 'collezioni';

/** The list the header's menu button opens (aria-controls). */
export const NAV_LIST_ID = 'sh-nav-list';

interface MainNavProps {
  entries: NavEntry[];
  language: Language;
  /** Below 920 px the list shows only when the header's menu button has opened it (site-header.tsx). */
  open: boolean;
  /** The shops link, repeated in the list for phones, whose header row has no room for it (header.css). */
  shops?: { label: string; href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void } | null;
}

/** Closes every submenu the nav has open; says whether one was. */
function closeSubmenus(nav: HTMLElement | null): boolean {
  const open = [...(nav?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [])];
  for (const details of open) details.open = false;
  return open.length > 0;
}

/**
 * Storefront §2 Header: the top-level MENU and CATALOGUE entries; their children open on hover
 * or keyboard focus (CSS), and with the disclosure button on touch screens. Issue 30 §2: that
 * button is a native disclosure (`<details><summary>`, one open at a time by its `name`), so a
 * submenu opens with no script of ours; header.css shows the list that follows an open one.
 */
export function MainNav({ entries, language, open, shops }: MainNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // A new page closes any open submenu.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeSubmenus(nav.current);
  }, [pathname]);

  return (
    <nav
      ref={nav}
      className="sh-nav"
      aria-label={t('header.nav')}
      data-testid="main-nav"
      onKeyDown={(event) => {
        // Escape closes an open submenu first, the phone menu (site-header.tsx) at the next press.
        if (event.key === 'Escape' && closeSubmenus(nav.current)) event.stopPropagation();
      }}
    >
      <ul id={NAV_LIST_ID} className="sh-nav__list" data-open={open}>
        {entries.map(({ item, children }) => {
          const href = menuHref(item, language);
          if (!href) return null;
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={item.menuId} className="sh-nav__item">
              <ShopLink href={href} className={current ? 'sh-nav__link is-current' : 'sh-nav__link'}>
                {item.label}
              </ShopLink>
              {children.length > 0 && (
                <>
                  <details className="sh-nav__expand" name="sh-nav-sub" {...NO_HOLD} suppressHydrationWarning>
                    <summary aria-controls={`sh-sub-${item.menuId}`} data-testid="submenu-toggle">
                      <span className="ui-visually-hidden">{t('header.submenu', { label: item.label })}</span>
                    </summary>
                  </details>
                  {item.key === MEGA_MENU_KEY ? (
                    <MegaMenu id={`sh-sub-${item.menuId}`} entries={children} language={language} />
                  ) : (
                    <ul id={`sh-sub-${item.menuId}`} className="sh-nav__sub">
                      {children.map((child) => {
                        const childHref = menuHref(child, language);
                        return childHref ? (
                          <li key={child.menuId}>
                            <ShopLink href={childHref} className="sh-nav__sublink">
                              {child.label}
                            </ShopLink>
                          </li>
                        ) : null;
                      })}
                    </ul>
                  )}
                </>
              )}
            </li>
          );
        })}
        {shops && (
          <li className="sh-nav__item sh-nav__item--phone">
            <ShopLink href={shops.href} className="sh-nav__link" onClick={shops.onClick} data-testid="nav-shops-link">
              {shops.label}
            </ShopLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
