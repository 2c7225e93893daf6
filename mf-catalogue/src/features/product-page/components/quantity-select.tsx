import { useId } from 'react';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { quantityChoices } from '../model/sizes.ts';

export function QuantitySelect({ stock, value, language, onChange, label }: {
  stock: number;
  value: number;
  language: string;
  onChange: (quantity: number) => void;
  label?: string;
}) {
  const t = useCatalogueT(language);
  const id = useId();
  const choices = quantityChoices(stock);
  return (
    <div className="cat-quantity">
      <label htmlFor={id}>{label ?? t('product.quantity')}</label>{' '}
      <select id={id} data-testid="quantity-select" value={choices.includes(value) ? value : 0} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map((q) => (
          <option key={q} value={q}>
            {q}
          </option>
        ))}
      </select>
    </div>
  );
}
