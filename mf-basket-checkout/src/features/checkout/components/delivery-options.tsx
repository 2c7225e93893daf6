import { useId, useState } from 'react';
import { getBus, NoHandlerError } from '@trama/shared/bus';
import type { ClickAndCollectLine, SelectedPrice, StoreInfo } from '@trama/shared/contract';
import { deliveryEstimate, deliveryEstimateMessage } from '@trama/shared/rules';
import { useBasketT } from '../../../components/use-basket-t.ts';
import type { CheckoutFlags } from '../model/checkout-flags.ts';

export interface DeliveryChoice {
  selectedPrice: SelectedPrice;
  store: StoreInfo | null;
}

interface DeliveryOptionsProps {
  language: string;
  flags: CheckoutFlags;
  choice: DeliveryChoice;
  /** The basket holds a gift card: store pickup is not offered (issue 29 §17, docs/basket.md). */
  giftCard?: boolean;
  /** What the store picker is asked to cover: every line with its size (the stock is per barcode). */
  lines: ClickAndCollectLine[];
  today: Date;
  onChoice: (choice: DeliveryChoice) => void;
}

/** The label of each delivery choice (also the done delivery step's summary). */
export const DELIVERY_OPTION_KEYS: Record<SelectedPrice, string> = {
  1: 'checkout.delivery.home',
  3: 'checkout.delivery.express',
  0: 'checkout.delivery.store',
};

/** The chosen store as the shopper recognises it: name and address, or (an older sender) city and code. */
function StoreLine({ store, language }: { store: StoreInfo; language: string }) {
  const t = useBasketT(language);
  return (
    <span className="bsk-delivery__store" data-testid="delivery-store" data-store-code={store.storeCode}>
      {' — '}
      {store.name
        ? t('checkout.delivery.storeAt', { name: store.name, address: store.address ?? '', city: store.city })
        : t('checkout.delivery.storeChosen', { city: store.city, code: store.storeCode })}
    </span>
  );
}

/**
 * Account §4 Delivery selection: home (1), express (3, flag express-delivery) and store pickup (0,
 * flag store-delivery, through the store panel on the bus: `stores.pick`); storefront §9 the
 * estimate line. The chosen store shows with its name and address and can be changed.
 */
export function DeliveryOptions({ language, flags, choice, giftCard = false, lines, today, onChoice }: DeliveryOptionsProps) {
  const t = useBasketT(language);
  const titleId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const options: SelectedPrice[] = [1, ...(flags.expressDelivery ? [3 as const] : []), ...(flags.storeDelivery ? [0 as const] : [])];

  const pickStore = async () => {
    setMessage(null);
    setPicking(true);
    try {
      const store = await getBus().request('stores.pick', { lines });
      // Closing the picker without a store keeps the previous choice.
      if (store) onChoice({ selectedPrice: 0, store });
    } catch (error) {
      // A store already chosen stays chosen: only a first pick falls back to home delivery.
      if (choice.selectedPrice === 0 && choice.store) {
        setMessage('checkout.storeChangeFailed');
        return;
      }
      setMessage(error instanceof NoHandlerError ? 'checkout.storePickerUnavailable' : 'checkout.storePickFailed');
      onChoice({ selectedPrice: 1, store: null });
    } finally {
      setPicking(false);
    }
  };

  const choose = (selectedPrice: SelectedPrice) => {
    setMessage(null);
    if (selectedPrice === 0) void pickStore();
    else onChoice({ selectedPrice, store: null });
  };

  // The order is created today: the same inputs the accepted page and the e-mail give the rule later.
  const estimate = deliveryEstimate(today, choice.selectedPrice);
  const estimateMessage = deliveryEstimateMessage(estimate, language);
  const pickupStore = choice.selectedPrice === 0 ? choice.store : null;

  return (
    <fieldset className="bsk-delivery" aria-labelledby={titleId} aria-busy={picking || undefined}>
      <legend id={titleId} className="bsk-checkout__subtitle">
        {t('checkout.delivery.title')}
      </legend>
      {options.map((price) => (
        <label key={price} className="bsk-delivery__option">
          <input
            type="radio"
            name={`${titleId}-delivery`}
            value={price}
            data-testid={`delivery-option-${price}`}
            checked={choice.selectedPrice === price}
            disabled={picking || (price === 0 && giftCard)}
            aria-describedby={price === 0 && giftCard ? `${titleId}-gift-card` : undefined}
            onChange={() => choose(price)}
          />{' '}
          {t(DELIVERY_OPTION_KEYS[price])}
          {price === 0 && pickupStore && <StoreLine store={pickupStore} language={language} />}
        </label>
      ))}
      {giftCard && options.includes(0) && (
        <p id={`${titleId}-gift-card`} className="bsk-delivery__note" data-testid="delivery-gift-card-note">
          {t('checkout.giftCardNoPickup')}
        </p>
      )}
      {pickupStore && (
        <button type="button" className="ui-link-button bsk-delivery__change" data-testid="delivery-change-store" disabled={picking} onClick={() => void pickStore()}>
          {t('checkout.delivery.changeStore')}
        </button>
      )}
      <p className="bsk-delivery__estimate" data-testid="delivery-estimate" data-from={estimate.from} data-to={estimate.to}>
        {t(estimateMessage.key, estimateMessage.values)}
      </p>
      <div role="status" aria-live="polite">
        {message && (
          <p className="bsk-checkout__message" data-testid="delivery-message" data-key={message}>
            {t(message)}
          </p>
        )}
      </div>
    </fieldset>
  );
}
