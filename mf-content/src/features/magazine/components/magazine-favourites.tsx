import { useMemo } from 'react';
import type { FavouriteProductsProps, LoadParcel } from '@trama/shared/contract';
import { ForeignParcel } from '@trama/shared/parcel';
import type { ContentT } from '../../../components/use-content-t.ts';

interface MagazineFavouritesProps {
  productIds: number[];
  language: string;
  path: string;
  loadParcel?: LoadParcel;
  t: ContentT;
}

/**
 * Storefront §2 Magazine: the favourites product slider under the posts. Product cards are the
 * catalogue's (its FavouriteProducts parcel, loaded through the shell, architecture §2); the
 * ids come from the posts' CMS items. The server renders it inside the page (issue 30 §5,
 * ForeignParcel), and it shows nothing when the catalogue is off or finds nothing.
 */
export function MagazineFavourites({ productIds, language, path, loadParcel, t }: MagazineFavouritesProps) {
  const ids = productIds.join(',');
  const title = t('favourites.title');
  const parcelProps = useMemo<FavouriteProductsProps>(
    () => ({ language, path, apiBaseUrl: '', productIds: ids ? ids.split(',').map(Number) : [], title }),
    [language, path, ids, title],
  );
  if (!loadParcel || !ids) return null;
  return (
    <ForeignParcel
      loadParcel={loadParcel}
      remote="catalogue"
      parcel="FavouriteProducts"
      parcelProps={parcelProps}
      className="cnt-magazine__favourites"
    />
  );
}
