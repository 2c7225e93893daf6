import type { Filter } from '@trama/shared/contract';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { swatchColour } from '../model/colour.ts';
import { isSelected, type ActiveFilter } from '../model/filter-path.ts';

interface FilterPanelProps {
  filters: Filter[];
  active: ActiveFilter[];
  language: string;
  onToggle: (searchFilter: string, value: string) => void;
  onClear: () => void;
}

/** §2 filters of the answer; COLOR values are swatches (§9 colour before the slash). */
export function FilterPanel({ filters, active, language, onToggle, onClear }: FilterPanelProps) {
  const t = useCatalogueT(language);
  if (filters.length === 0 && active.length === 0) return null;
  return (
    <section className="cat-filter-panel" data-testid="filter-panel" aria-label={t('list.filters')}>
      {filters.map((filter) => {
        const colour = filter.searchFilter === 'COLOR';
        return (
          <fieldset key={filter.searchFilter} className="cat-filter">
            <legend className="cat-filter__name">{filter.filter}</legend>
            <ul className={colour ? 'cat-filter__values cat-filter__values--swatches' : 'cat-filter__values'}>
              {filter.values.map((v) => {
                const selected = isSelected(active, filter.searchFilter, v.searchValue);
                const label = colour ? (v.value.split('/')[1] ?? v.value) : v.value;
                return (
                  <li key={v.searchValue}>
                    <button
                      type="button"
                      className={`cat-filter__option${selected ? ' cat-filter__option--on' : ''}`}
                      data-testid="filter-option"
                      data-filter={filter.searchFilter}
                      data-value={v.searchValue}
                      aria-pressed={selected}
                      title={colour ? label : undefined}
                      onClick={() => onToggle(filter.searchFilter, v.searchValue)}
                    >
                      {colour ? (
                        <>
                          <span className="cat-swatch" style={{ background: swatchColour(v.value) }} aria-hidden="true" />
                          <span className="cat-visually-hidden">{label}</span>
                        </>
                      ) : (
                        label
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      {active.length > 0 && (
        <button type="button" className="cat-filter__clear" onClick={onClear}>
          {t('list.clearFilters')}
        </button>
      )}
    </section>
  );
}
