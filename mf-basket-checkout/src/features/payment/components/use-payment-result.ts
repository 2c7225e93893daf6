import { useEffect, useState } from 'react';
import { fetchPaymentResult, getApiClient, submitPaymentDetails, updateOrderStatus } from '@trama/shared/api';
import { useFact } from '@trama/shared/bus';
import { STORAGE_KEYS, type PaymentResult, type PaymentResultProps } from '@trama/shared/contract';
import { confirmationView, type ConfirmationView } from '@trama/shared/rules';
import { readKey } from '../../../state/browser-storage.ts';
import { completeOrder } from '../model/order-success.ts';
import { goTo } from '../model/payment-outcome.ts';

/** Account §4 Payment confirmation statuses: awaiting is asked again every 2 s for about a minute. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 60_000;

const UNPAID = ['CHE', 'AWA', 'PEN'];

export interface ResultState {
  view: ConfirmationView | 'loading';
  result: PaymentResult | null;
}

type ResultQuery = Pick<PaymentResultProps, 'outcome' | 'orderRef' | 'redirectResult'>;

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
export function usePaymentResult({ outcome, orderRef, redirectResult }: ResultQuery): ResultState {
  const auth = useFact('auth');
  const signedIn = auth?.authenticated === true;
  // Until the shell has said who is signed in, nothing is decided.
  const signedOut = auth !== undefined && !auth.authenticated;
  const email = auth?.user?.email ?? null;
  const [state, setState] = useState<ResultState>({ view: 'loading', result: null });

  useEffect(() => {
    if (!orderRef || signedOut) goTo('/', true);
  }, [orderRef, signedOut]);

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

  return state;
}
