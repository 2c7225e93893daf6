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
import { useStoreLocatorOverlay } from '../stores/use-store-locator-overlay.tsx';
import { HeaderAccount } from './header-account.tsx';
import { HeaderIcon } from './header-icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNav, NAV_LIST_ID } from './main-nav.tsx';
import { NO_HOLD, useHeaderPanels } from './use-header-panels.ts';

const SEARCH_ID = 'sh-header-search';

interface SiteHeaderProps {
  menu: MenuItem[];
  language: Language;
  /** The page path below the language, given to the header parcels. */
  path: string;
}

/**
 * Storefront §2 Header: logo, nav, search, sign-in, shops, wishlist, basket. The search box and
 * basket are remote parcels in compact slots: when one is off, its spot is simply empty.
 * Issue 17 §6: on phones it is one row — menu button, logo, search/account/wishlist/basket icons —
 * with the search field, the menu and the languages behind buttons (header.css).
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
  const { menuOpen, searchOpen, menuToggle, searchToggle, onMenuToggle, onSearchToggle, onKeyDown, searchBox } = useHeaderPanels();
  // Issue 31 point 10 G2: the shops link opens the store locator over the page once hydrated.
  const shopperPath = useMemo(() => menuPathKey(entryByKey(menu, 'shopper')?.canonicalUrl) ?? undefined, [menu]);
  const locator = useStoreLocatorOverlay({ href: shopsHref, entry: shops, language, path, shopperPath });
  const { onShopsClick } = locator;
  const shopsLink = useMemo(
    () => (shops && shopsHref ? { label: shops.label, href: shopsHref, onClick: onShopsClick } : null),
    [shops, shopsHref, onShopsClick],
  );

  const header = (
    // Issue 30 §2: the menu and search buttons are native disclosures, working before any script
    // of ours (header.css shows their panels from `open`); the data attributes mirror them once
    // hydrated. A tap before hydration may have set `open`: React leaves it (suppressHydrationWarning).
    <header className="sh-header" data-testid="site-header" data-menu-open={menuOpen} data-search-open={searchOpen} onKeyDown={onKeyDown}>
      <div className="sh-header__bar">
        <details className="sh-header__menu-toggle" ref={menuToggle} onToggle={onMenuToggle} {...NO_HOLD} suppressHydrationWarning>
          <summary className="sh-header__menu-button" aria-controls={NAV_LIST_ID} data-testid="menu-toggle">
            <HeaderIcon name="menu" />
            <span className="sh-header__menu-label">{t('header.menuToggle')}</span>
          </summary>
        </details>
        <Link to={`/${language}`} className="sh-logo" data-testid="site-logo" aria-label={t('header.home')}>
          Trama
        </Link>
        <div id={SEARCH_ID} className="sh-header__search" ref={searchBox}>
          <RemoteSlot remote="catalogue" parcel="SearchBox" parcelProps={slotProps} fallback="compact" deferred />
        </div>
        <ul className="sh-header__actions" aria-label={t('header.actions')}>
          <li className="sh-header__search-toggle">
            <details className="sh-header__search-details" ref={searchToggle} onToggle={onSearchToggle} {...NO_HOLD} suppressHydrationWarning>
              <summary className="sh-action sh-action--button" aria-controls={SEARCH_ID} data-testid="search-toggle">
                <HeaderIcon name="search" />
                <span className="sh-action__label">{t('header.search')}</span>
              </summary>
            </details>
          </li>
          <HeaderAccount menu={menu} language={language} />
          {shops && shopsHref && (
            <li className="sh-header__shops">
              <ShopLink href={shopsHref} className="sh-action" onClick={onShopsClick} data-testid="shops-link">
                {shops.label}
              </ShopLink>
            </li>
          )}
          {wishlist && wishlistHref && (
            <li>
              <ShopLink href={wishlistHref} className="sh-action" data-testid="wishlist-link">
                <HeaderIcon name="heart" />
                <span className="sh-action__label">{wishlist.label}</span>
                {wishlistCount > 0 && (
                  // The space keeps the label and the count two words for screen readers.
                  <span className="sh-badge" data-testid="wishlist-count">
                    {' '}
                    <span aria-hidden="true">{wishlistCount}</span>
                    <span className="ui-visually-hidden">{t('header.wishlistCount', { count: wishlistCount })}</span>
                  </span>
                )}
              </ShopLink>
            </li>
          )}
          <li className="sh-header__basket">
            <RemoteSlot remote="basket" parcel="BasketHeader" parcelProps={basketProps} fallback="compact" deferred />
          </li>
        </ul>
        <LanguageSwitcher language={language} menu={menu} />
      </div>
      <MainNav entries={entries} language={language} open={menuOpen} shops={shopsLink} />
    </header>
  );
  // The locator overlay is beside the header, not in it: the header's Escape must not reach it.
  return (
    <>
      {header}
      {locator.overlay}
    </>
  );
}
