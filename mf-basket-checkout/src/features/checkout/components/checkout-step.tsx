import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { CHECKOUT_STEPS, type CheckoutStepId, type StepStatus } from '../model/step-order.ts';

interface CheckoutStepProps {
  language: string;
  step: CheckoutStepId;
  status: StepStatus;
  /** The one line a done step shows instead of its content. */
  summary?: ReactNode;
  /** Set when the shopper moved to this step: its heading takes the focus (keyboard users land on it). */
  focus: boolean;
  onEdit: () => void;
  children: ReactNode;
}

/**
 * One numbered checkout step with the shop's single heading style. Its content stays mounted when
 * the step is done or waiting (only hidden), so an open address popup, a loyalty message or the
 * payment session survive a look back at an earlier step.
 */
export function CheckoutStep({ language, step, status, summary, focus, onEdit, children }: CheckoutStepProps) {
  const t = useBasketT(language);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const number = CHECKOUT_STEPS.indexOf(step) + 1;
  useEffect(() => {
    if (focus && status === 'open') heading.current?.focus();
  }, [focus, status]);

  return (
    <section className={`bsk-step bsk-step--${status}`} aria-labelledby={titleId} data-testid={`checkout-step-${step}`} data-status={status}>
      <div className="bsk-step__head">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="bsk-step__title" aria-current={status === 'open' ? 'step' : undefined}>
          <span className="bsk-step__number" aria-hidden="true">
            {number}
          </span>
          <span className="ui-visually-hidden">{t('checkoutSteps.stepOf', { number, count: CHECKOUT_STEPS.length })} </span>
          {t(`checkoutSteps.${step}.title`)}
        </h2>
        {status === 'done' && (
          <button type="button" className="ui-link-button bsk-step__edit" data-testid={`checkout-step-edit-${step}`} onClick={onEdit}>
            {t('checkoutSteps.edit')}
            <span className="ui-visually-hidden"> {t(`checkoutSteps.${step}.title`)}</span>
          </button>
        )}
      </div>
      {status === 'done' && summary && (
        <p className="bsk-step__summary" data-testid={`checkout-step-summary-${step}`}>
          {summary}
        </p>
      )}
      <div className="bsk-step__body" hidden={status !== 'open'}>
        {children}
      </div>
    </section>
  );
}

/** The step's "continue" button; disabled with the reason shown while the step is not complete. */
export function StepContinue({ language, step, blocker, onContinue }: { language: string; step: CheckoutStepId; blocker: string | null; onContinue: () => void }) {
  const t = useBasketT(language);
  const hintId = useId();
  return (
    <div className="bsk-step__actions">
      <button
        type="button"
        className="ui-button bsk-step__continue"
        data-testid={`checkout-continue-${step}`}
        disabled={blocker !== null}
        aria-describedby={blocker ? hintId : undefined}
        onClick={onContinue}
      >
        {t('checkoutSteps.continue')}
      </button>
      {blocker && (
        <p id={hintId} className="bsk-step__hint">
          {t(blocker)}
        </p>
      )}
    </div>
  );
}
