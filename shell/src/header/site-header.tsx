import './header.css';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useFact } from '@trama/shared/bus';
import type { BasketHeaderProps, Language, MenuItem, SlotProps } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { ShopLink } from '../app/shop-link.tsx';
import { RemoteSlot } from '../remotes/remote-slot.tsx';
import { menuPathKey } from '../routing/canonical-path.ts';
import { entryByKey, menuHref, navEntries, shopsEntry } from '../routing/menu-links.ts';
import { HeaderAccount } from './header-account.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNav } from './main-nav.tsx';

interface SiteHeaderProps {
  menu: MenuItem[];
  language: Language;
  /** The page path below the language, given to the header parcels. */
  path: string;
}

/**
 * Storefront §2 Header: logo, nav, search, sign-in, shops, wishlist, basket. The search box and
 * basket are remote parcels in compact slots: when one is off, its spot is simply empty.
 */
export function SiteHeader({ menu, language, path }: SiteHeaderProps) {
  const { t } = useTranslation('shell');
  const wishlistCount = useFact('wishlist')?.productIds.length ?? 0;
  const entries = useMemo(() => navEntries(menu), [menu]);
  const shops = useMemo(() => shopsEntry(menu), [menu]);
  const wishlist = useMemo(() => entryByKey(menu, 'wishlist'), [menu]);
  const shopsHref = shops && menuHref(shops, language);
  const wishlistHref = wishlist && menuHref(wishlist, language);
  const slotProps = useMemo<SlotProps>(() => ({ language, path, apiBaseUrl: '' }), [language, path]);
  // Storefront §2 Header: the basket popup links to the order page (menu key ma_commande).
  const orderPath = useMemo(() => menuPathKey(entryByKey(menu, 'ma_commande')?.canonicalUrl) ?? undefined, [menu]);
  const basketProps = useMemo<BasketHeaderProps>(() => ({ ...slotProps, orderPath }), [slotProps, orderPath]);

  return (
    <header className="sh-header" data-testid="site-header">
      <div className="sh-header__bar">
        <Link to={`/${language}`} className="sh-logo" data-testid="site-logo" aria-label={t('header.home')}>
          Trama
        </Link>
        <div className="sh-header__search">
          <RemoteSlot remote="catalogue" parcel="SearchBox" parcelProps={slotProps} fallback="compact" deferred />
        </div>
        <ul className="sh-header__actions" aria-label={t('header.actions')}>
          <HeaderAccount menu={menu} language={language} />
          {shops && shopsHref && (
            <li>
              <ShopLink href={shopsHref} className="sh-action" data-testid="shops-link">
                {shops.label}
              </ShopLink>
            </li>
          )}
          {wishlist && wishlistHref && (
            <li>
              <ShopLink href={wishlistHref} className="sh-action" data-testid="wishlist-link">
                {wishlist.label}
                {wishlistCount > 0 && (
                  // The space keeps the label and the count two words for screen readers.
                  <span className="sh-badge" data-testid="wishlist-count">
                    {' '}
                    <span aria-hidden="true">{wishlistCount}</span>
                    <span className="sh-visually-hidden">{t('header.wishlistCount', { count: wishlistCount })}</span>
                  </span>
                )}
              </ShopLink>
            </li>
          )}
          <li className="sh-header__basket">
            <RemoteSlot remote="basket" parcel="BasketHeader" parcelProps={basketProps} fallback="compact" deferred />
          </li>
        </ul>
        <LanguageSwitcher language={language} />
      </div>
      <MainNav entries={entries} language={language} />
    </header>
  );
}
