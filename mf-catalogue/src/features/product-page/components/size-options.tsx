import type { Size } from '@trama/shared/contract';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';

/** §4 size buttons; clicking the chosen size again deselects it. */
export function SizeOptions({ sizes, chosen, language, onChoose }: {
  sizes: Size[];
  chosen: string | null;
  language: string;
  onChoose: (size: Size | null) => void;
}) {
  const t = useCatalogueT(language);
  return (
    <fieldset className="cat-sizes">
      <legend className="cat-sizes__label">{t('product.size')}</legend>
      {sizes.map((s) => {
        const on = s.size === chosen;
        return (
          <button
            key={s.size}
            type="button"
            className={`cat-sizes__option${on ? ' cat-sizes__option--on' : ''}`}
            data-testid="size-option"
            data-size={s.size}
            // Issue 30 §6: the page loader shows a size chosen at once, before the page runs.
            data-choice-group="size"
            aria-pressed={on}
            onClick={() => onChoose(on ? null : s)}
          >
            {s.altSize ?? s.size}
          </button>
        );
      })}
    </fieldset>
  );
}
