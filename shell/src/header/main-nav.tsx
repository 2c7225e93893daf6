import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { menuHref, type NavEntry } from '../routing/menu-links.ts';

/** The list the header's menu button opens (aria-controls). */
export const NAV_LIST_ID = 'sh-nav-list';

interface MainNavProps {
  entries: NavEntry[];
  language: Language;
  /** Below 920 px the list shows only when the header's menu button has opened it (site-header.tsx). */
  open: boolean;
  /** The shops link, repeated in the list for phones, whose header row has no room for it (header.css). */
  shops?: { label: string; href: string } | null;
}

/**
 * Storefront §2 Header: the top-level MENU and CATALOGUE entries; their children open on hover
 * or keyboard focus (CSS), and with the disclosure button on touch screens.
 */
export function MainNav({ entries, language, open, shops }: MainNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<number | null>(null);
  // A new page closes any open submenu.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setExpanded(null);
  }

  return (
    <nav
      className="sh-nav"
      aria-label={t('header.nav')}
      data-testid="main-nav"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setExpanded(null);
      }}
    >
      <ul id={NAV_LIST_ID} className="sh-nav__list" data-open={open}>
        {entries.map(({ item, children }) => {
          const href = menuHref(item, language);
          if (!href) return null;
          const current = pathname === href || pathname.startsWith(`${href}/`);
          const isExpanded = expanded === item.menuId;
          return (
            <li key={item.menuId} className="sh-nav__item" data-expanded={isExpanded}>
              <ShopLink href={href} className={current ? 'sh-nav__link is-current' : 'sh-nav__link'}>
                {item.label}
              </ShopLink>
              {children.length > 0 && (
                <>
                  <button
                    type="button"
                    className="sh-nav__expand"
                    aria-expanded={isExpanded}
                    aria-controls={`sh-sub-${item.menuId}`}
                    aria-label={t('header.submenu', { label: item.label })}
                    onClick={() => setExpanded(isExpanded ? null : item.menuId)}
                  />
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
                </>
              )}
            </li>
          );
        })}
        {shops && (
          <li className="sh-nav__item sh-nav__item--phone">
            <ShopLink href={shops.href} className="sh-nav__link">
              {shops.label}
            </ShopLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
