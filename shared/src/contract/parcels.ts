/**
 * Props of every exposed parcel: the whole contract between the shell and a remote.
 * One interface per exposed parcel; the shell passes exactly these.
 */
import type { ParcelConfig } from 'single-spa';
import type { RemoteName } from '../federation/remotes.ts';
import type { MenuItem } from './menu.ts';

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

export interface ValidateDiscountProps extends BaseParcelProps {
  code: string;
}

export type SlotProps = BaseParcelProps;

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
