import { useCallback, useId, useState, type FormEvent } from 'react';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { useBasketState } from '../../../state/use-basket-state.ts';
import { annulDiscount, applyDiscountCode, type DiscountMessage } from '../model/apply-discount.ts';
import { DiscountMessageView } from './discount-message-view.tsx';

/**
 * The discount box (account §2 Checkout): enter, apply and annul a code. On the basket page its
 * title is a section heading (h2); inside a checkout step, under the step's h2, it is an h3.
 */
export function DiscountBox({ language, headingLevel = 2 }: { language: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useBasketT(language);
  const { discount } = useBasketState();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DiscountMessage | null>(null);
  const hide = useCallback(() => setMessage(null), []);
  const inputId = useId();
  const titleId = useId();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    // The previous message goes at once, so nobody reads it as the answer to this code.
    setMessage(null);
    setBusy(true);
    const outcome = await applyDiscountCode(code, language);
    setBusy(false);
    setMessage(outcome);
    if (outcome.ok) setCode('');
  };

  return (
    <section className="bsk-discount-box" aria-labelledby={titleId} data-testid="discount-box">
      <Heading id={titleId} className="bsk-discount-box__title">
        {t('discount.title')}
      </Heading>
      {discount?.valid && (
        <p className="bsk-discount-box__applied">
          <span>{t('discount.applied', { code: discount.discountCode })}</span>
          <button
            type="button"
            className="ui-link-button"
            data-testid="discount-annul"
            onClick={() => {
              annulDiscount();
              setMessage(null);
            }}
          >
            {t('discount.annul')}
          </button>
        </p>
      )}
      <form className="bsk-discount-box__form" onSubmit={(event) => void apply(event)}>
        <label htmlFor={inputId} className="bsk-discount-box__label">
          {t('discount.label')}
        </label>
        <input
          id={inputId}
          className="bsk-discount-box__input"
          data-testid="discount-input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <button type="submit" className="ui-button" data-testid="discount-apply" disabled={busy}>
          {t('discount.apply')}
        </button>
      </form>
      <DiscountMessageView language={language} message={message} onHide={hide} />
    </section>
  );
}
