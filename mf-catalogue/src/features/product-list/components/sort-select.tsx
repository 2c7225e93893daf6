import { useId } from 'react';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { SORT_OPTIONS, isSortOption, type SortOption } from '../model/sort.ts';

export function SortSelect({ value, language, onChange }: { value: SortOption; language: string; onChange: (v: SortOption) => void }) {
  const t = useCatalogueT(language);
  const id = useId();
  return (
    <div className="cat-sort">
      <label htmlFor={id}>{t('list.sort.label')}</label>{' '}
      <select
        id={id}
        data-testid="sort-select"
        value={value}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`list.sort.${option.replace(',', '_')}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
