import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { menuHref, type NavEntry } from '../routing/menu-links.ts';

interface MainNavProps {
  entries: NavEntry[];
  language: Language;
}

/**
 * Storefront §2 Header: the top-level MENU and CATALOGUE entries; their children open on hover
 * or keyboard focus (CSS), and with the disclosure button on touch screens.
 */
export function MainNav({ entries, language }: MainNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  // A new page closes the mobile menu and any open submenu.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
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
      <button type="button" className="sh-nav__toggle" aria-expanded={open} aria-controls="sh-nav-list" onClick={() => setOpen(!open)}>
        {t('header.menuToggle')}
      </button>
      <ul id="sh-nav-list" className="sh-nav__list" data-open={open}>
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
      </ul>
    </nav>
  );
}
