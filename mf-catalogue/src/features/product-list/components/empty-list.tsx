import type { Filter } from '@trama/shared/contract';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import type { ActiveFiltersProps } from './filter-panel.tsx';

interface EmptyListProps extends ActiveFiltersProps {
  onRemove: (searchFilter: string, value: string) => void;
}

/** The shopper's words for a URL filter value: the answer's label (a colour's name), else the value. */
function valueLabel(filters: Filter[], name: string, searchValue: string): string {
  const filter = filters.find((f) => f.searchFilter.toLowerCase() === name);
  const value = filter?.values.find((v) => v.searchValue === searchValue)?.value;
  if (!value) return searchValue;
  return filter?.searchFilter === 'COLOR' ? (value.split('/')[1] ?? value) : value;
}

/**
 * §2 an empty result shows 'Aucun produit pour cette sélection'; with filters on (issue 17 §5) it
 * also offers to take each one off, or all of them, so the shopper is one tap from products again.
 */
export function EmptyList({ active, filters, language, onRemove, onClear }: EmptyListProps) {
  const t = useCatalogueT(language);
  return (
    <div className="cat-list__empty-state">
      <p className="cat-list__empty" role="status">
        {t('list.empty')}
      </p>
      {active.length > 0 && (
        <>
          <p className="cat-list__empty-hint">{t('list.emptyFiltered')}</p>
          <ul className="ui-inline-list" data-testid="active-filters">
            {active.flatMap((f) =>
              f.values.map((value) => {
                const label = valueLabel(filters, f.name, value);
                return (
                  <li key={`${f.name}/${value}`}>
                    <button type="button" className="cat-list__remove" aria-label={t('list.removeFilter', { value: label })} onClick={() => onRemove(f.name.toUpperCase(), value)}>
                      {label} <span aria-hidden="true">×</span>
                    </button>
                  </li>
                );
              }),
            )}
          </ul>
          <button type="button" className="ui-button cat-list__clear" data-testid="clear-filters" onClick={onClear}>
            {t('list.clearFilters')}
          </button>
        </>
      )}
    </div>
  );
}
