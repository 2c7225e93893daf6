import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { getApiClient, writeKey } from '@trama/shared/api';
import { STORAGE_KEYS, type Address, type AddressType, type SelectedPrice, type StoreInfo } from '@trama/shared/contract';
import { basketEntries, defaultCountryFor, deliveryEstimate, deliveryEstimateMessage, formatAmount, formatOrderNumber, freightLine, orderCreationError, roundAmount, shippingCountryAllowed } from '@trama/shared/rules';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { loadedPricingContext } from '../../../state/pricing-context.ts';
import { pickupStore, saveStoreEntry } from '../../../state/store-entry.ts';
import { useBasketState } from '../../../state/use-basket-state.ts';
import { defaultAddress } from '../model/default-address.ts';
import { browserId } from '../model/browser-id.ts';
import type { CheckoutFlags } from '../model/checkout-flags.ts';
import { addressLine, nextStep, openStep, stepStatus, type CheckoutStepId } from '../model/step-order.ts';
import { orderProductLines, orderRequest } from '../model/order-request.ts';
import { AddressCard } from './address-card.tsx';
import { AddressPopup } from './address-popup.tsx';
import { DeleteAddressPopup } from './delete-address-popup.tsx';
import type { ApplyDiscountCode, RenderPayment } from './checkout-types.ts';
import { CheckoutLines } from './checkout-lines.tsx';
import { CheckoutStep, StepContinue } from './checkout-step.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { DeliveryOptions, DELIVERY_OPTION_KEYS, type DeliveryChoice } from './delivery-options.tsx';
import { LoyaltyBox } from './loyalty-box.tsx';
import { TermsBox } from './terms-box.tsx';
import { useAddresses } from './use-addresses.ts';
import { useLoyalty } from './use-loyalty.ts';
import { useOrderCreation } from './use-order-creation.ts';

export interface CheckoutStepsProps {
  language: string;
  apiBaseUrl: string;
  termsPath?: string;
  webClientId: number | null;
  flags: CheckoutFlags & { settled: boolean };
  applyDiscountCode: ApplyDiscountCode;
  renderPayment: RenderPayment;
  /** The discount code box of step 3, given by the exposed parcel (features never import each other). */
  discountBox?: ReactNode;
}

/**
 * The delivery the order is made for: store pickup needs the basket's store (and the flag), express
 * its flag; anything else, or a choice the flags no longer offer, is home delivery.
 */
function deliveryChoice(selected: SelectedPrice, store: StoreInfo | null, flags: CheckoutFlags, giftCard: boolean): DeliveryChoice {
  // Issue 29 §17 (docs/basket.md): a gift card is posted, never collected, so a basket holding one ships.
  if (selected === 0 && flags.storeDelivery && store && !giftCard) return { selectedPrice: 0, store };
  if (selected === 3 && flags.expressDelivery) return { selectedPrice: 3, store: null };
  return { selectedPrice: 1, store: null };
}

/**
 * Account §2 Checkout, signed in, in five steps (issue 17 §4): (1) addresses, (2) delivery,
 * (3) loyalty and code, (4) summary and terms — ticking them creates the order — and (5) payment,
 * which opens by itself once the API created the order.
 */
export function CheckoutSteps({ language, apiBaseUrl, termsPath, webClientId, flags, applyDiscountCode, renderPayment, discountBox }: CheckoutStepsProps) {
  const t = useBasketT(language);
  const [requested, setRequested] = useState<CheckoutStepId>('address');
  // Only a move the shopper made (continue, edit, the order created) takes the focus, never the first render.
  const [moved, setMoved] = useState(false);
  const goTo = useCallback((step: CheckoutStepId) => {
    setRequested(step);
    setMoved(true);
  }, []);
  const { basket, discount, pricing, currency } = useBasketState();
  const addresses = useAddresses(webClientId);
  const loyalty = useLoyalty(flags.settled && flags.redeemPoints, webClientId);
  const [today] = useState(() => new Date());
  const [shopperBrowserId] = useState(browserId);
  const [popup, setPopup] = useState<{ type: AddressType; editing: Address | null } | null>(null);
  const closePopup = useCallback(() => setPopup(null), []);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  // Account §4 Delivery selection: a basket collected in a store (STO / DEP) starts on store pickup.
  const [selected, setSelected] = useState<SelectedPrice>(() => (pickupStore(basket) ? 0 : 1));
  const giftCard = basketEntries(basket).some(([, entry]) => entry.sizes.some((line) => line.itemType === 'GFC'));
  const choice = deliveryChoice(selected, basket.store?.StoreInfo ?? null, flags, giftCard);
  // The basket's store entry is the pickup store: a store picked here is kept in it (collected
  // there: STO unless the store says DEP, so the basket prices no shipping), and home delivery
  // gives it up, so the basket and the checkout never disagree about the shipping cost.
  const choose = useCallback((next: DeliveryChoice) => {
    setSelected(next.selectedPrice);
    if (next.selectedPrice !== 0) saveStoreEntry(null);
    else if (next.store) saveStoreEntry(next.store, 'STO');
  }, []);

  const context = getApiClient().currentContext;
  const shopCountry = context.country;
  const shipping = defaultAddress(addresses.list, 'SHIP');
  const billing = defaultAddress(addresses.list, 'BILL');
  const brand = loadedPricingContext()?.brand ?? null;
  const totals = pricing?.totals ?? null;
  const freight =
    totals && brand
      ? freightLine({
          merchandisePrice: roundAmount(totals.price - totals.totalGiftCardPrice, currency),
          shippingMinimum: brand.shippingMinimum,
          shippingCost: brand.shippingCost,
          expressShippingCost: brand.expressShippingCost,
          selectedPrice: choice.selectedPrice,
          // Issue 16: gift cards alone ship for free, as the API's order says.
          hasMerchandise: pricing?.lines.some((line) => line.itemType !== 'GFC' && line.quantity > 0) ?? true,
        })
      : null;

  // Account §9: the freight cost is kept locally (cleared with the basket after payment).
  const freightAmount = totals && brand ? (freight?.amount ?? 0) : null;
  useEffect(() => {
    if (freightAmount === null) return;
    try {
      writeKey(STORAGE_KEYS.freightCost, String(freightAmount));
    } catch {
      // Storage refused: the API computes the freight line itself anyway.
    }
  }, [freightAmount]);

  const request = orderRequest({
    basket,
    discount,
    currency,
    brandId: context.brandId,
    country: shopCountry,
    browserId: shopperBrowserId,
    language,
    selectedPrice: choice.selectedPrice,
    store: choice.store,
    shippingAddress: shipping,
    billingAddress: billing,
    freightItemType: freight?.itemType ?? null,
  });
  const lines = orderProductLines(basket, currency);
  const precheck = () =>
    orderCreationError({
      lineCount: lines.length,
      selectedPrice: choice.selectedPrice,
      hasShippingAddress: shipping !== null,
      hasBillingAddress: billing !== null,
      shippingCountryAllowed: choice.selectedPrice === 0 || !shipping || shippingCountryAllowed(shipping.countryCode, shopCountry, flags.foreignDelivery),
    });
  const { state, tick } = useOrderCreation(request, precheck, [shipping, billing]);
  const order = state.phase === 'created' ? state.order : null;
  const ready = order !== null && billing !== null && (choice.selectedPrice === 0 || shipping !== null);

  // Every tick that gives an order opens the payment step, once (the shopper may still look back).
  // Keyed by the answer, not the order id: unticking and ticking again with nothing changed replays
  // the same order (same Idempotency-Key), and keyed by id it never opened again (issue 29 point 9).
  // Adjusted during render, as React advises for state that follows other state, so no frame shows it closed.
  const created = state.phase === 'created' ? state : null;
  const [paymentOpenedFor, setPaymentOpenedFor] = useState<typeof created>(null);
  if (created !== null && paymentOpenedFor !== created) {
    setPaymentOpenedFor(created);
    goTo('payment');
  }

  const open = openStep(requested, order !== null);
  const status = (step: CheckoutStepId) => stepStatus(step, open);
  const stepProps = (step: CheckoutStepId) => ({ language, step, status: status(step), focus: moved, onEdit: () => goTo(step) });
  const pickup = choice.selectedPrice === 0;
  // Step 1 is complete with a billing address and, unless the goods are collected in a store, a shipping one.
  const addressBlocker = addresses.status !== 'ready' ? 'checkoutSteps.address.waiting' : !billing || (!pickup && !shipping) ? 'checkoutSteps.address.missing' : null;
  const estimate = deliveryEstimate(today, choice.selectedPrice);
  const estimateMessage = deliveryEstimateMessage(estimate, language);
  const total = order ? formatAmount(order.amount, order.currency, language) : null;

  return (
    <div className="bsk-steps" data-testid="checkout-delivery" data-open-step={open}>
      <CheckoutStep
        {...stepProps('address')}
        summary={
          <>
            {pickup ? t('checkoutSteps.address.pickup') : shipping ? t('checkoutSteps.address.shipTo', { address: addressLine(shipping) }) : null}
            {billing && <span className="bsk-step__summary-more">{t('checkoutSteps.address.billTo', { address: addressLine(billing) })}</span>}
          </>
        }
      >
        <div className="bsk-checkout__addresses">
          {(['SHIP', 'BILL'] as const).map((type) => (
            <AddressCard
              key={type}
              language={language}
              type={type}
              address={type === 'SHIP' ? shipping : billing}
              status={addresses.status}
              onAdd={() => setPopup({ type, editing: null })}
              onEdit={(address) => setPopup({ type, editing: address })}
              onDelete={setDeleting}
              onRetry={addresses.retry}
            />
          ))}
        </div>
        {popup && (
          <AddressPopup
            language={language}
            type={popup.type}
            editing={popup.editing}
            defaultCountry={defaultCountryFor(shopCountry)}
            onSave={addresses.save}
            onClose={closePopup}
          />
        )}
        {deleting && <DeleteAddressPopup language={language} address={deleting} onConfirm={addresses.remove} onClose={closeDelete} />}
        <StepContinue language={language} step="address" blocker={addressBlocker} onContinue={() => goTo(nextStep('address'))} />
      </CheckoutStep>
      <CheckoutStep
        {...stepProps('delivery')}
        summary={`${t(DELIVERY_OPTION_KEYS[choice.selectedPrice])}${pickup && choice.store?.name ? ` — ${choice.store.name}` : ''} · ${t(estimateMessage.key, estimateMessage.values)}`}
      >
        <DeliveryOptions
          language={language}
          flags={flags}
          choice={choice}
          giftCard={giftCard}
          // Issue 16: the store panel checks the shelves for the goods; a gift card is on none.
          lines={lines
            .filter((line) => line.itemType !== 'GFC')
            .map(({ productId, size, quantity }) => ({ productId: productId ?? 0, size, quantity: quantity ?? 0 }))}
          today={today}
          onChoice={choose}
        />
        <StepContinue
          language={language}
          step="delivery"
          blocker={!pickup && !shipping ? 'checkoutSteps.address.missing' : null}
          onContinue={() => goTo(nextStep('delivery'))}
        />
      </CheckoutStep>
      <CheckoutStep
        {...stepProps('loyalty')}
        summary={discount?.valid ? t('checkoutSteps.loyalty.codeApplied', { code: discount.discountCode }) : t('checkoutSteps.loyalty.noCode')}
      >
        {discountBox}
        {loyalty.balance?.eligible && (
          <LoyaltyBox
            language={language}
            balance={loyalty.balance}
            basketPrice={totals?.price ?? 0}
            redeem={loyalty.redeem}
            applyDiscountCode={applyDiscountCode}
          />
        )}
        <StepContinue language={language} step="loyalty" blocker={null} onContinue={() => goTo(nextStep('loyalty'))} />
      </CheckoutStep>
      <CheckoutStep {...stepProps('summary')} summary={total ? t('checkoutSteps.summary.done', { total }) : null}>
        <CheckoutLines language={language} basket={basket} />
        <CheckoutSummary language={language} currency={currency} price={totals?.price ?? null} freight={freight} order={order} />
        <TermsBox language={language} termsPath={termsPath} state={state} onTick={(checked) => void tick(checked)} />
        {/* Back here after the order was made ("Modifica", or Continua from an earlier step): the
            terms are still ticked, so the way on to payment is this button (issue 29 point 9). */}
        {order && <StepContinue language={language} step="summary" blocker={null} onContinue={() => goTo(nextStep('summary'))} />}
      </CheckoutStep>
      <CheckoutStep {...stepProps('payment')}>
        {order && (
          <div className="bsk-checkout__payment">
            <p data-testid="checkout-order-number">{t('checkout.created', { reference: formatOrderNumber(order.orderId) })}</p>
            {renderPayment({ language, apiBaseUrl, order, country: shopCountry, ready })}
          </div>
        )}
      </CheckoutStep>
    </div>
  );
}
