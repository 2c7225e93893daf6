import { useId } from 'react';
import { quantityChoices, type BasketLineView } from '../model/basket-lines.ts';

interface QuantitySelectProps {
  view: BasketLineView;
  label: string;
  /** Collected in the chosen store: the web stock does not limit the choices. */
  inStore: boolean;
  onChange: (quantity: number) => void;
}

/** §5: 1 to the lesser of 10 and the stock (10 in store), never below what the line already holds. */
export function QuantitySelect({ view, label, inStore, onChange }: QuantitySelectProps) {
  const id = useId();
  return (
    <span className="bsk-quantity">
      <label htmlFor={id} className="ui-visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="bsk-quantity__select"
        data-testid="basket-line-quantity"
        value={view.line.quantity}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {quantityChoices(view.line, inStore).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </span>
  );
}
