import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchPaymentResult, getApiClient, readKey, submitPaymentDetails, updateOrderStatus } from '@trama/shared/api';
import { useFact } from '@trama/shared/bus';
import { STORAGE_KEYS, type PaymentResult, type PaymentResultProps } from '@trama/shared/contract';
import { confirmationView, type ConfirmationView } from '@trama/shared/rules';
import { completeOrder } from '../model/order-success.ts';
import { goTo, parsePayPalData, payPalDataOf, storedPayPalText, type PayPalData } from '../model/payment-outcome.ts';

/** Account §4 Payment confirmation statuses: awaiting is asked again every 2 s for about a minute. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 60_000;

const UNPAID = ['CHE', 'AWA', 'PEN'];

export interface ResultState {
  view: ConfirmationView | 'loading';
  result: PaymentResult | null;
  /** The wallet pages: the stored payPalData of this order (§2), else null. */
  payPal?: PayPalData | null;
}

type ResultQuery = Pick<PaymentResultProps, 'outcome' | 'orderRef' | 'redirectResult'> & { wallet?: boolean };

/** sessionStorage has no change event within the tab: read once per render. */
const noSubscription = () => () => undefined;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/** Account §4 Order update after payment result: the failed page marks an unpaid order FAI, never paid. */
async function markFailed(result: PaymentResult, email: string | null, signal: AbortSignal) {
  try {
    await updateOrderStatus(getApiClient(), result.orderId, { orderStatus: 'FAI', awinAwc: readKey(STORAGE_KEYS.awinAwc), email }, signal);
  } catch (error) {
    console.warn('[payment] the failed order could not be marked FAI', error);
  }
}

/**
 * The result page's data: Adyen's redirect details first (when it came back by redirect), then the
 * order's result, asked again while the provider has not confirmed. A visitor or a missing order
 * goes home.
 */
export function usePaymentResult({ outcome, orderRef: queryRef, redirectResult, wallet = false }: ResultQuery): ResultState {
  const auth = useFact('auth');
  const signedIn = auth?.authenticated === true;
  // Until the shell has said who is signed in, nothing is decided.
  const signedOut = auth !== undefined && !auth.authenticated;
  const email = auth?.user?.email ?? null;
  const [state, setState] = useState<ResultState>({ view: 'loading', result: null });
  // §2 /accepted-paypal, /failed-paypal read payPalData (issue 31 point 8, D3). The server (and the
  // hydrating render) has no sessionStorage: undefined there, so the first render matches the HTML.
  const text = useSyncExternalStore(noSubscription, () => (wallet ? storedPayPalText() : null), () => (wallet ? undefined : null));
  const stored = text === undefined ? undefined : parsePayPalData(text);
  const decided = stored !== undefined;
  // The wallet return without an order in its address is the stored createdOrderId's.
  const orderRef = queryRef ?? (stored ? String(stored.createdOrderId) : null);
  const payPal = payPalDataOf(stored ?? null, orderRef);

  useEffect(() => {
    if (decided && (!orderRef || signedOut)) goTo('/', true);
  }, [decided, orderRef, signedOut]);

  useEffect(() => {
    if (!orderRef || !signedIn) return;
    const controller = new AbortController();
    const { signal } = controller;
    const api = getApiClient();
    void (async () => {
      if (redirectResult) {
        try {
          await submitPaymentDetails(api, redirectResult, signal);
        } catch (error) {
          // The order's own status (from the verified notification) still decides what is shown.
          console.warn('[payment] redirect details refused', error);
        }
      }
      const started = Date.now();
      let markedFailed = false;
      for (;;) {
        let result: PaymentResult;
        try {
          result = await fetchPaymentResult(api, outcome, orderRef, signal);
        } catch {
          if (!signal.aborted) setState({ view: 'error', result: null });
          return;
        }
        if (signal.aborted) return;
        const view = confirmationView(result.status);
        // §4: on the failed page an unpaid order becomes FAI; asked again, the API then says so.
        if (outcome === 'failed' && view !== 'success' && !markedFailed && UNPAID.includes(result.orderStatus)) {
          markedFailed = true;
          await markFailed(result, email, signal);
          continue;
        }
        if (view === 'awaiting' && Date.now() - started < POLL_LIMIT_MS) {
          setState({ view, result });
          await wait(POLL_INTERVAL_MS, signal);
          if (signal.aborted) return;
          continue;
        }
        if (view === 'success') completeOrder(result);
        if (!signal.aborted) setState({ view: view === 'awaiting' ? 'validation' : view, result });
        return;
      }
    })();
    return () => controller.abort();
  }, [outcome, orderRef, redirectResult, signedIn, email]);

  return { ...state, payPal };
}
