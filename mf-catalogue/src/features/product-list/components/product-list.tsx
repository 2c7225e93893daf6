import type { MenuItem, ProductListProps } from '@trama/shared/contract';
import { imageFallback } from '@trama/shared/ui';
import { ShopLink } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { parseFilterPath } from '../model/filter-path.ts';

function tilePhoto(item: MenuItem): string | null {
  return item.visuals.find((v) => v.photo)?.photo ?? null;
}

function CategoryTile({ item, language }: { item: MenuItem; language: string }) {
  const photo = tilePhoto(item);
  return (
    <li className="cat-tile">
      <ShopLink language={language} to={item.canonicalUrl} className="cat-tile__link">
        {photo && (
          <img className="cat-tile__photo" src={photo} alt="" width={320} height={400} loading="lazy" onError={imageFallback} />
        )}
        <span className="cat-tile__label">{item.label}</span>
      </ShopLink>
    </li>
  );
}

/**
 * The category page of a menu entry (storefront §2 Product list). First version: the
 * sub-category tiles, or for a leaf category its description and the empty-result text,
 * until the product listing call exists.
 */
export function ProductList({ menu, filterPath, language }: ProductListProps) {
  const t = useCatalogueT(language);
  const filters = parseFilterPath(filterPath);
  const children = [...menu.children].sort((a, b) => a.position - b.position);
  return (
    <section className="cat-list" aria-labelledby={`cat-list-${menu.menuId}`}>
      <h1 id={`cat-list-${menu.menuId}`} className="cat-list__title">
        {menu.label}
      </h1>
      {menu.description && <p className="cat-list__description">{menu.description}</p>}
      {filters.length > 0 && (
        <ul className="cat-filters" aria-label={t('list.activeFilters')}>
          {filters.map((f) => (
            <li key={f.name} className="cat-filters__item">
              <span className="cat-filters__name">{f.name}</span>: {f.values.join(', ')}
            </li>
          ))}
        </ul>
      )}
      {children.length > 0 ? (
        <ul className="cat-tiles" aria-label={t('list.subcategories')}>
          {children.map((child) => (
            <CategoryTile key={child.menuId} item={child} language={language} />
          ))}
        </ul>
      ) : (
        <p className="cat-list__empty" role="status">
          {t('list.empty')}
        </p>
      )}
    </section>
  );
}

