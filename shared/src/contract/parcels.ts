/**
 * Props of every exposed parcel: the whole contract between the shell and a remote.
 * One interface per exposed parcel; the shell passes exactly these.
 */
import type { ParcelConfig } from 'single-spa';
import type { RemoteName } from '../federation/remotes.ts';
import type { MenuItem } from './menu.ts';
import type { BasketAddLine, StoreInfo } from './basket.ts';
import type { ClickAndCollectLine } from './stores.ts';

/**
 * Provided by the shell: loads another remote's parcel through the shell's registry (enabled
 * flag, timeout, one retry); rejects when that remote is off or down. Remotes never import each
 * other (architecture §2), so this is how one shows a parcel another remote exposes.
 */
export type LoadParcel = (remote: RemoteName, parcel: string) => Promise<ParcelConfig>;

/** Given to every parcel by the shell. */
export interface BaseParcelProps {
  language: string;
  /** Root-relative path the shell routed, without the language prefix. */
  path: string;
  /** The API origin ('' = same origin as the page). */
  apiBaseUrl: string;
  /** Provided by the shell (see LoadParcel); absent when a parcel runs outside it (standalone, tests). */
  loadParcel?: LoadParcel;
}

export interface MenuPageProps extends BaseParcelProps {
  menu: MenuItem;
}

/** Account §2 Contact (menu key contact), mf-account: open to visitors; form, then a thank-you view. */
export type ContactPageProps = MenuPageProps;

/** Account §2 Catalogues page (menu key catalogues), mf-account: open to visitors. */
export type CataloguesPageProps = MenuPageProps;

export interface ProductListProps extends MenuPageProps {
  /** The raw '/filtres/...' tail, '' when none. */
  filterPath: string;
}

export interface ProductPageProps extends MenuPageProps {
  productCanonicalUrl: string;
}

export interface SearchPageProps extends BaseParcelProps {
  criteria: string;
}

export interface ContentPageProps extends BaseParcelProps {
  menu: MenuItem | null;
  gridId: number | null;
  gridTypeId: number | null;
}

export interface MagazinePostProps extends MenuPageProps {
  postId: string;
}

/** Storefront §2 sitemap (menu key plan_du_site), mf-content: the menu's categories and pages. */
export type SitemapPageProps = ContentPageProps;

/**
 * Storefront §2 size guide as a side panel (mf-content SizeGuide): the guide's grid (menu key
 * guide_des_tailles) without a page title; the shell's panel around it is the dialog.
 */
export interface SizeGuideProps extends BaseParcelProps {
  gridId: number | null;
}

/**
 * Issue 30 §2: the id of the shell's size-guide panel, an HTML popover in every page's HTML. The
 * product page's button names it (`popovertarget`), so the panel opens on its tap before any
 * script has run; `ui.open` {panel: 'sizeGuide'} opens it too.
 */
export const SIZE_GUIDE_PANEL_ID = 'sh-size-guide';

/**
 * Storefront §2 Magazine favourites (mf-catalogue FavouriteProducts): product cards for these ids,
 * in this order (§7 favourite products by id); nothing when none is found. A slider on small screens.
 */
export interface FavouriteProductsProps extends BaseParcelProps {
  productIds: number[];
  /** The section's heading; the catalogue's own "favourites" title when absent. */
  title?: string;
}

/**
 * Issue 17 §5 (mf-catalogue BestSellers): the shop's best sellers (products by ranking, at most 8)
 * that empty states offer (empty basket, empty wishlist, no search results); nothing when there are none.
 */
export interface BestSellersProps extends BaseParcelProps {
  /** How many, at most 8 (the default). */
  limit?: number;
  /** 'cards': product cards in a grid (pages); 'compact': rows of picture, name and price (popups). */
  variant?: 'cards' | 'compact';
}

export interface ValidateDiscountProps extends BaseParcelProps {
  code: string;
}

export type SlotProps = BaseParcelProps;

/**
 * Storefront §2 footer newsletter form and, with variant 'popup', the form inside the shell's
 * newsletter popup (§4 Newsletter: "in the popup variant success stores a marker"): the shell
 * owns the dialog and the noPop marker, and hears the success through onSubscribed.
 */
export interface NewsletterProps extends SlotProps {
  variant?: 'footer' | 'popup';
  /** Called once the subscription succeeded (after the message is shown). */
  onSubscribed?: () => void;
}

/** The header basket (mf-basket-checkout). */
export interface BasketHeaderProps extends SlotProps {
  /** Path of the order page (menu key ma_commande), without language; the link is hidden when absent. */
  orderPath?: string;
}

/** The store locator page (menu key boutique or negozi) or its overlay (no menu entry then). */
export interface StoreLocatorProps extends BaseParcelProps {
  menu?: MenuItem | null;
  /** Path of the personal-shopper page (menu key shopper), without language; its button is hidden when absent. */
  shopperPath?: string;
}

/**
 * Contract 1.8: the store side panel (mf-stores StorePanel), mounted by the shell in its overlay
 * slot. Opened by `ui.open` {panel: 'stores'} from the product page with the size to add (`line`),
 * or by `stores.pick` from checkout with the basket lines to cover (`lines`). The panel searches,
 * checks the lines against each store (click-and-collect-stores), publishes the chosen store on the
 * `store` topic, sends `basket.add` for `line`, and calls `onClose` with the store or null.
 */
export interface StorePanelProps extends BaseParcelProps {
  line?: BasketAddLine;
  lines?: ClickAndCollectLine[];
  onClose: (store: StoreInfo | null) => void;
}

/** Contract 1.8: the personal-shopper page (menu key shopper); the store comes from navigation (?storeId). */
export interface ShopperPageProps extends BaseParcelProps {
  menu?: MenuItem | null;
  /** The store id passed in navigation (query storeId), null when absent: the page goes home (account §2). */
  storeId: number | null;
  /** Path of the locator page (menu key negozi/boutique), without language. */
  locatorPath?: string;
}

/** Contract 1.8: the shops list (storefront §2: menu altUrl1 shops): countries → cities → stores. */
export interface ShopsListProps extends BaseParcelProps {
  menu?: MenuItem | null;
  shopperPath?: string;
}

/**
 * Contract 1.3: the payment result pages /accepted, /failed, /accepted-paypal, /failed-paypal
 * (account §2), mf-basket-checkout.
 */
export interface PaymentResultProps extends BaseParcelProps {
  outcome: 'accepted' | 'failed';
  /** The -paypal variants (wallet return). */
  wallet: boolean;
  /** The order: ?orderId, ?id, or the provider callback's free-text ?textlibre; null when absent (home follows). */
  orderRef: string | null;
  /** The callback's optional DEP / STO value. */
  deliveryTag: 'DEP' | 'STO' | null;
  /** Adyen's redirect result (?redirectResult / ?sessionResult), when the provider came back by redirect. */
  redirectResult: string | null;
  /** Path of the order page (menu key ma_commande), for the retry; null when the menu has none. */
  orderPath: string | null;
  /** Issue 17: path of the checkout page (menu key paiement), the failure page's retry; null when the menu has none. */
  checkoutPath?: string | null;
  /** Issue 17: path of the account's orders (menu key mes_commandes): the accepted page links the order there. */
  ordersPath?: string | null;
  /** Issue 17: path of the contact page (menu key contact), which the failure page offers. */
  contactPath?: string | null;
  /** Paths of the two promotional tiles (menu keys notre_savoir_faire, nouveaux_precieux). */
  tilePaths: { key: string; path: string }[];
}

/** Contract 1.3: the order and checkout page (menu key ma_commande), mf-basket-checkout. */
export interface CheckoutPageProps extends MenuPageProps {
  /** Path of the terms of sale (menu entry whose altUrl1 is cgv); the link is plain text when absent. */
  termsPath?: string;
  /** Issue 17: the basket page (menu key ma_commande) and the checkout page (menu key paiement), without language. */
  basketPath?: string;
  checkoutPath?: string;
}
