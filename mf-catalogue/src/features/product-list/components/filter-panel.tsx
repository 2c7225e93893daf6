import { useId, useState } from 'react';
import type { Filter } from '@trama/shared/contract';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { swatchColour } from '../model/colour.ts';
import { isSelected, type ActiveFilter } from '../model/filter-path.ts';
import { Swatch } from '../../../components/swatch.tsx';

/** What the filter panel and the empty list both show: the answer's filters, the active ones, and "clear all". */
export interface ActiveFiltersProps {
  filters: Filter[];
  active: ActiveFilter[];
  language: string;
  onClear: () => void;
}

interface FilterPanelProps extends ActiveFiltersProps {
  onToggle: (searchFilter: string, value: string) => void;
  /** The listing is loading: the panel's frame (and its phone toggle) is kept so nothing jumps. */
  loading?: boolean;
}

/**
 * §2 filters of the answer; COLOR values are swatches (§9 colour before the slash). The frame is
 * always there — the grid's first column on wide screens, the "Filtri" disclosure on phones
 * (catalogue.css) — so the results never move when the filters arrive after the products.
 */
export function FilterPanel({ filters, active, language, onToggle, onClear, loading = false }: FilterPanelProps) {
  const t = useCatalogueT(language);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const empty = filters.length === 0 && active.length === 0;
  return (
    <section className="cat-filter-panel" data-testid="filter-panel" aria-label={t('list.filters')}>
      {(!empty || loading) && (
        <button
          type="button"
          className="cat-filter-panel__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          disabled={empty}
          onClick={() => setOpen(!open)}
        >
          {t('list.filters')}
          {active.length > 0 && ` (${active.length})`}
        </button>
      )}
      <div id={bodyId} className="cat-filter-panel__body" data-open={open}>
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
                            <Swatch colour={swatchColour(v.value)} />
                            <span className="ui-visually-hidden">{label}</span>
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
      </div>
    </section>
  );
}
