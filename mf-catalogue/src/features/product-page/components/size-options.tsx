import type { Size } from '@trama/shared/contract';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';

/** A fieldset of one button a size, the chosen one pressed: a product's sizes (§4), a gift card's amounts (issue 16). */
export function SizeButtons({ legend, sizes, chosen, testId, choiceGroup, onClick }: {
  legend: string;
  sizes: Size[];
  chosen: string | null;
  testId: string;
  /** Issue 30 §6: the page loader shows a choice of this group at once, before the page runs. */
  choiceGroup?: 'size';
  /** `on`: the size clicked is the chosen one. */
  onClick: (size: Size, on: boolean) => void;
}) {
  return (
    <fieldset className="cat-sizes">
      <legend className="cat-sizes__label">{legend}</legend>
      {sizes.map((s) => {
        const on = s.size === chosen;
        return (
          <button
            key={s.size}
            type="button"
            className={`cat-sizes__option${on ? ' cat-sizes__option--on' : ''}`}
            data-testid={testId}
            data-size={s.size}
            data-choice-group={choiceGroup}
            aria-pressed={on}
            onClick={() => onClick(s, on)}
          >
            {s.altSize ?? s.size}
          </button>
        );
      })}
    </fieldset>
  );
}

/** §4 size buttons; clicking the chosen size again deselects it. */
export function SizeOptions({ sizes, chosen, language, onChoose }: {
  sizes: Size[];
  chosen: string | null;
  language: string;
  onChoose: (size: Size | null) => void;
}) {
  const t = useCatalogueT(language);
  return <SizeButtons legend={t('product.size')} sizes={sizes} chosen={chosen} testId="size-option" choiceGroup="size" onClick={(s, on) => onChoose(on ? null : s)} />;
}
