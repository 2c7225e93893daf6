import type { OrderDetail } from '@trama/shared/contract';
import { formatAmount, shownSizeName } from '@trama/shared/rules';
import { useAccountT } from '../../../components/use-account-t.ts';
import { hasChosenLines, quantityChoices, returnableLines, setQuantity, toggleLine, type LineSelection } from '../model/return-selection.ts';
import { StepForm, type ReturnStepProps } from './return-step.tsx';

interface Props extends ReturnStepProps {
  order: OrderDetail;
  onChange: (selection: LineSelection) => void;
  onNext: () => void;
}

/** Step 1 (account §2 Returns): choose the order lines, at least one, and how many pieces of each. */
export function ReturnLinesStep({ order, language, selection, onChange, onNext }: Props) {
  const t = useAccountT(language);
  const lines = returnableLines(order);
  const chosen = hasChosenLines(selection);
  if (lines.length === 0) return <p data-testid="account-return-nothing">{t('returns.nothingLeft')}</p>;
  return (
    <StepForm ready={chosen} onReady={onNext}>
      <fieldset className="acc-return__lines">
        <legend>{t('returns.chooseLines')}</legend>
        {lines.map((line) => {
          const id = `acc-return-line-${line.orderLineId}`;
          const ticked = line.orderLineId in selection;
          return (
            <div key={line.orderLineId} className="acc-return__line" data-testid="account-return-line">
              <input id={id} type="checkbox" checked={ticked} onChange={(event) => onChange(toggleLine(selection, line, event.target.checked))} />
              <label htmlFor={id}>
                {line.productNameLevel1}
                {line.size && ` — ${t('orders.size')} ${shownSizeName(line)}`} · {formatAmount(line.listPrice, order.currency, language)}
              </label>
              <label className="acc-return__qty">
                <span>{t('orders.quantity')}</span>
                <select
                  value={selection[line.orderLineId] ?? 1}
                  disabled={!ticked}
                  onChange={(event) => onChange(setQuantity(selection, line, Number(event.target.value)))}
                  aria-describedby={`${id}-left`}
                >
                  {quantityChoices(line).map((quantity) => (
                    <option key={quantity} value={quantity}>
                      {quantity}
                    </option>
                  ))}
                </select>
              </label>
              <span id={`${id}-left`} className="acc-return__left">
                {t('returns.left', { count: line.returnableQty })}
              </span>
            </div>
          );
        })}
      </fieldset>
      {/* Always rendered, so the hint changing does not move the button. */}
      <p className="acc-return__hint" aria-live="polite">
        {chosen ? '' : t('returns.chooseAtLeastOne')}
      </p>
      <button type="submit" className="ui-button" disabled={!chosen} data-testid="account-return-next">
        {t('returns.next')}
      </button>
    </StepForm>
  );
}
