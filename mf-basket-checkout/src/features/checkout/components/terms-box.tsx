import { useId, useState } from 'react';
import { ShopLink, useExpiringBanner } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { isStockNotice, StockInfoPopup } from './stock-info-popup.tsx';
import type { OrderState } from './use-order-creation.ts';

interface TermsBoxProps {
  language: string;
  termsPath?: string;
  state: OrderState;
  onTick: (checked: boolean) => void;
}

/** Account §2 / §4 Checkout flow: the terms checkbox (link to the cgv page); ticking it creates the order. */
export function TermsBox({ language, termsPath, state, onTick }: TermsBoxProps) {
  const t = useBasketT(language);
  const id = useId();
  const ticked = state.phase === 'creating' || state.phase === 'created';
  // The refusal whose stock popup the shopper closed (a new refusal opens it again).
  const [closed, setClosed] = useState<OrderState | null>(null);
  const stockPopup = state.phase === 'refused' && closed !== state && state.notices.some(isStockNotice);
  // Account §8/§9: the refusal banner disappears after 7 s (issue 31 point 11, O10).
  const refusal = useExpiringBanner(state.phase === 'refused' ? state : null);
  return (
    <div className="bsk-terms">
      <p className="bsk-terms__row">
        <input id={id} type="checkbox" data-testid="terms-checkbox" checked={ticked} disabled={state.phase === 'creating'} onChange={(event) => onTick(event.currentTarget.checked)} />
        {/* The link is part of the sentence the box is labelled with, so box, text and link line up. */}
        <label htmlFor={id}>
          {t('checkout.terms.accept')}{' '}
          {termsPath ? (
            <ShopLink language={language} to={termsPath} target="_blank" rel="noopener" data-testid="terms-link">
              {t('checkout.terms.link')}
            </ShopLink>
          ) : (
            <span>{t('checkout.terms.link')}</span>
          )}
        </label>
      </p>
      <div role="status" aria-live="polite">
        {state.phase === 'creating' && <p className="bsk-terms__progress">{t('checkout.creating')}</p>}
        {refusal && (
          <div className="bsk-checkout__message bsk-checkout__message--error" data-testid="checkout-message" data-key={refusal.messageKey}>
            {refusal.notices.map((notice, index) => (
              <p key={index}>{t(notice.key, notice.values ?? {})}</p>
            ))}
          </div>
        )}
      </div>
      {stockPopup && <StockInfoPopup language={language} notices={state.notices} onClose={() => setClosed(state)} />}
    </div>
  );
}
