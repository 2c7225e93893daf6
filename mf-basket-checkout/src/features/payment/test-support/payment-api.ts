/** The payment's API in tests: the real endpoints and client over the stubbed `fetch` (test-support/fake-api). */
import type { PaymentResult, PaymentResultProps, PaymentSession, SandboxPaymentRequest, SandboxPaymentResponse, SandboxTestCard } from '@trama/shared/contract';
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import { getBus, type AnalyticsEvent } from '@trama/shared/bus';
import type { Route } from '../../../test-support/fake-api.ts';

export const SESSION_PATH = '/api/external-secured/adyen/create-checkout-session';
export const DETAILS_PATH = '/api/external-secured/adyen/payment-details';
export const sandboxPath = (sessionId: string) => `/api/sandbox-payments/${sessionId}/payments`;
export const resultPath = (outcome: 'accepted' | 'failed') => `/api/external-secured/orders/${outcome}`;
export const statusPath = (orderId: number) => `/api/external-secured/orders/${orderId}/update-status`;

export const TEST_CARDS: SandboxTestCard[] = [
  { number: '4111 1111 4555 1142', outcome: 'Authorised' },
  { number: '4000 0000 0000 0002', outcome: 'Refused' },
  { number: '4000 0000 0000 0010', outcome: 'Pending' },
];

export function sandboxSession(orderId = 501): PaymentSession {
  return {
    provider: 'sandbox',
    orderId,
    reference: 'TRAMA-000501',
    amount: { value: 10490, currency: 'EUR' },
    sandbox: { sessionId: 'sbx_1', testCards: TEST_CARDS },
  };
}

/** The sandbox's answer as the API gives it: a listed card's outcome, any other number refused; wallets carry theirs. */
export const sandboxPayment: Route = ({ body }) => {
  const request = body as SandboxPaymentRequest;
  const digits = (value: string) => value.replace(/\D/g, '');
  const resultCode =
    request.method === 'card'
      ? (TEST_CARDS.find((card) => digits(card.number) === digits(request.cardNumber ?? ''))?.outcome ?? 'Refused')
      : (request.outcome ?? 'Authorised');
  const answer: SandboxPaymentResponse = { resultCode, pspReference: 'SBX123', orderId: 501, reference: 'TRAMA-000501' };
  return answer;
};

/** What the shell hands the result page on /accepted for order 501 (the tiles under the thanks). */
export function resultProps(overrides: Partial<PaymentResultProps> = {}): PaymentResultProps {
  return {
    language: 'it',
    path: '/accepted',
    apiBaseUrl: '',
    outcome: 'accepted',
    wallet: false,
    orderRef: '501',
    deliveryTag: null,
    redirectResult: null,
    orderPath: '/carrello',
    tilePaths: [
      { key: 'notre_savoir_faire', path: '/savoir-faire' },
      { key: 'nouveaux_precieux', path: '/novita' },
    ],
    ...overrides,
  };
}

export function paymentResult(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return {
    status: 'PAYMENT_CONFIRMED',
    orderId: 501,
    transactionId: 'SBX123',
    reference: 'TRAMA-000501',
    orderStatus: 'PAI',
    webOrderId: 'TRAMA-000501',
    amount: 104.9,
    currency: 'EUR',
    deliveryMode: 'DIS',
    selectedPrice: 1,
    orderDate: '2026-11-20T10:30:00.000Z',
    store: null,
    discountCode: 'BENVENUTO10',
    lines: [
      { productId: 1011, size: '160x280', name: 'Lenzuolo Aurora', quantity: 1, unitPrice: 100, lineTotal: 97, itemType: 'EAN' },
      { productId: null, size: null, name: 'Spedizione', quantity: 1, unitPrice: 7.9, lineTotal: 7.9, itemType: 'FREIGHT_COST' },
    ],
    ...overrides,
  };
}

/** Where the page asked the shell to go (the bus `navigate` command). */
export function watchNavigation(): { to: string; replace?: boolean }[] {
  const seen: { to: string; replace?: boolean }[] = [];
  const subscription = getBus().commands('navigate').subscribe((payload) => seen.push(payload));
  afterEachCleanups.push(() => subscription.unsubscribe());
  return seen;
}

/** The analytics events sent from now on. */
export function watchAnalytics(): AnalyticsEvent[] {
  const seen: AnalyticsEvent[] = [];
  const subscription = getBus().commands('analytics.track').subscribe((event) => seen.push(event));
  afterEachCleanups.push(() => subscription.unsubscribe());
  return seen;
}

const afterEachCleanups: (() => void)[] = [];

/** Ends the watchers and forgets the token (call in afterEach). */
export function endWatching(): void {
  for (const cleanup of afterEachCleanups.splice(0)) cleanup();
  getApiClient().configure({ token: null });
}

/** Each payment test starts with empty session storage and ends unmounted, its watchers ended and the token forgotten. */
export function resetPaymentEachTest(): void {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    endWatching();
  });
}
