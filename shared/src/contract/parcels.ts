/**
 * Props of every exposed parcel: the whole contract between the shell and a remote.
 * One interface per exposed parcel; the shell passes exactly these.
 */
import type { MenuItem } from './menu.ts';

/** Given to every parcel by the shell. */
export interface BaseParcelProps {
  language: string;
  /** Root-relative path the shell routed, without the language prefix. */
  path: string;
  /** The API origin ('' = same origin as the page). */
  apiBaseUrl: string;
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
