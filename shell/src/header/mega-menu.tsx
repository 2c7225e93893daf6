import type { Language, MenuItem } from '@trama/shared/contract';
import { ShopLink } from '../app/shop-link.tsx';
import { menuHref } from '../routing/menu-links.ts';

const byPosition = (a: MenuItem, b: MenuItem) => a.position - b.position || a.menuId - b.menuId;

/**
 * Issue 31 §4, storefront §2 menu keys "collezioni (collections mega-menu layout)": the entry's
 * panel is one wide row of columns, a column per collection — its link as the heading, its own
 * entries under it and its photo (the entry's first visual) at the foot. It is the same list the
 * other entries have (`.sh-nav__sub`, opened by hover, focus or the native disclosure before it:
 * docs/rendering.md "Controls that work before any script"), only laid out wide (header.css), so
 * the server HTML and the first browser render are one and the same.
 */
export function MegaMenu({ id, entries, language }: { id: string; entries: MenuItem[]; language: Language }) {
  return (
    <ul id={id} className="sh-nav__sub sh-nav__sub--mega" data-testid="mega-menu">
      {entries.map((entry) => {
        const href = menuHref(entry, language);
        if (!href) return null;
        const links = [...(entry.children ?? [])].sort(byPosition).flatMap((child) => {
          const childHref = menuHref(child, language);
          return childHref ? [{ child, href: childHref }] : [];
        });
        const photo = entry.visuals?.find((visual) => visual.photo)?.photo;
        return (
          <li key={entry.menuId} className="sh-mega__column">
            <ShopLink href={href} className="sh-nav__sublink sh-mega__title">
              {entry.label}
            </ShopLink>
            {links.length > 0 && (
              <ul className="sh-mega__links">
                {links.map(({ child, href: childHref }) => (
                  <li key={child.menuId}>
                    <ShopLink href={childHref} className="sh-nav__sublink">
                      {child.label}
                    </ShopLink>
                  </li>
                ))}
              </ul>
            )}
            {/* Decorative: the column's heading link names it. */}
            {photo && <img className="sh-mega__photo" src={photo} alt="" width={160} height={107} loading="lazy" decoding="async" />}
          </li>
        );
      })}
    </ul>
  );
}
