/**
 * The payment use cases (architecture §4 Payments; account §4 Checkout flow, Payment
 * confirmation statuses): sessions for the caller's unpaid order, the sandbox's payment form,
 * Adyen's redirect details, the result page's status and the providers' notifications.
 * The browser never makes an order paid: only NotificationService does, on a verified notification.
 */
import type {
  PaymentConfirmationStatus,
  PaymentResult,
  PaymentSession,
  PaymentSessionRequest,
  SandboxPaymentRequest,
  SandboxPaymentResponse,
} from '@trama/shared/contract';
import { PAID_STATUSES } from '@trama/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../errors.ts';
import { discountRefusal } from '../orders/discount-refusal.ts';
import { outOfStock } from '../orders/out-of-stock.ts';
import { UNPAID_STATUSES, type OrderPayments, type PayableOrder } from '../orders/order-payments.ts';
import { Service } from '../service.ts';
import { isValidNotificationItem, type AdyenNotification } from './adyen-hmac.ts';
import { isValidMoneticoMac } from './monetico-mac.ts';
import type { MoneticoConfig } from './payment-config.ts';
import { parametersOf, signIssuedFields, userPaymentNotFound, type UserPayment } from './monetico-user-payments.ts';
import { sessionStatusOf, type PaymentProvider, type ProviderSession } from './payment-provider.ts';
import type { PaymentRepository } from './payment-repository.ts';
import { newPspReference, sandboxNotification, sandboxOutcome } from './sandbox-provider.ts';
import type { NotificationService } from './notification-service.ts';

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'No such order among yours.');
const sessionNotFound = () => notFound('SESSION_NOT_FOUND', 'No such payment session among yours.');
const notPayable = (status: string) => new AppError(409, 'ORDER_NOT_PAYABLE', `The order is not awaiting payment (status ${status}).`);

/** Delivers an Adyen-format notification to the shop's webhook (the app itself, through inject). */
export type NotificationDelivery = (notification: AdyenNotification) => Promise<void>;

export interface PaymentServiceDeps {
  provider: PaymentProvider;
  repository: PaymentRepository;
  orders: OrderPayments;
  notifications: NotificationService;
  monetico: MoneticoConfig | null;
  log: FastifyBaseLogger;
}

export class PaymentService extends Service<PaymentServiceDeps> {
  /** account §4 Checkout flow: a session for the caller's unpaid order; the amount is the order's. */
  async createSession(webClientId: number, request: PaymentSessionRequest): Promise<PaymentSession> {
    const { order, session } = await this.openSession(webClientId, request);
    return {
      provider: this.deps.provider.name,
      orderId: order.orderId,
      reference: order.webOrderId,
      amount: { value: order.amountMinor, currency: order.currency },
      ...session.block,
    };
  }

  /**
   * Account §7 create-user-payment (issue 31 point 12): a Monetico session whose form fields are
   * answered unsigned, for the MAC call to seal. Other providers: 404 USER_PAYMENT_UNAVAILABLE.
   */
  async createUserPayment(webClientId: number, request: PaymentSessionRequest): Promise<UserPayment> {
    const { monetico } = this.deps;
    if (this.deps.provider.name !== 'monetico' || !monetico) throw notFound('USER_PAYMENT_UNAVAILABLE', 'The Monetico gateway is not in use.');
    const { order, session } = await this.openSession(webClientId, request);
    const { MAC: _mac, ...fields } = session.block.monetico!.fields;
    return { userPaymentId: session.sessionId, action: monetico.gatewayUrl, parameters: parametersOf(fields, order, monetico.gatewayUrl), fields };
  }

  /** Account §7 mac: the MAC of the fields issued for the caller's user payment, only those (monetico-user-payments.ts). */
  async userPaymentMac(webClientId: number, userPaymentId: string, fields: Record<string, string>): Promise<{ MAC: string }> {
    const { monetico, repository, orders } = this.deps;
    if (this.deps.provider.name !== 'monetico' || !monetico) throw notFound('USER_PAYMENT_UNAVAILABLE', 'The Monetico gateway is not in use.');
    const session = await repository.sessionById(userPaymentId);
    if (!session || session.provider !== 'monetico' || !session.formFields) throw userPaymentNotFound();
    const order = await orders.findById(session.orderId, webClientId);
    if (!order) throw userPaymentNotFound();
    if (!UNPAID_STATUSES.includes(order.status)) throw notPayable(order.status);
    return signIssuedFields(monetico, session.formFields, fields);
  }

  private async openSession(webClientId: number, request: PaymentSessionRequest): Promise<{ order: PayableOrder; session: ProviderSession }> {
    const { provider, repository, orders } = this.deps;
    const order = await orders.findById(request.orderId, webClientId);
    if (!order) throw orderNotFound();
    if (!UNPAID_STATUSES.includes(order.status)) throw notPayable(order.status);
    await this.holdDiscount(order);
    await this.holdStock(order);
    let session: ProviderSession;
    try {
      session = await provider.createSession({ order, returnUrl: request.returnUrl, shopperLocale: request.shopperLocale, country: request.country });
    } catch (error) {
      this.deps.log.error({ err: error, orderId: order.orderId, provider: provider.name }, 'payment session not created');
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment provider did not open a session; try again.', { cause: error });
    }
    const formFields = session.block.monetico ? withoutMac(session.block.monetico.fields) : null;
    await repository.insertSession({
      sessionId: session.sessionId,
      orderId: order.orderId,
      provider: provider.name,
      amountMinor: order.amountMinor,
      currency: order.currency,
      reference: order.webOrderId,
      formFields,
    });
    return { order, session };
  }

  /**
   * The sandbox's payment form: answers Adyen's resultCode and, for Authorised and Refused,
   * delivers the signed AUTHORISATION notification to the webhook. Pending sends none: the
   * order stays unpaid and the result page shows "awaiting".
   */
  async sandboxPay(webClientId: number, sessionId: string, request: SandboxPaymentRequest, deliver: NotificationDelivery): Promise<SandboxPaymentResponse> {
    const { provider, repository, orders } = this.deps;
    if (provider.name !== 'sandbox') throw sessionNotFound();
    const session = await repository.sessionById(sessionId);
    if (!session || session.provider !== 'sandbox') throw sessionNotFound();
    const order = await orders.findById(session.orderId, webClientId);
    if (!order) throw sessionNotFound();
    if (!UNPAID_STATUSES.includes(order.status)) throw notPayable(order.status);
    await this.holdDiscount(order);
    await this.holdStock(order);
    if (request.method === 'card' && !request.cardNumber?.replace(/\s+/g, '')) {
      throw new AppError(400, 'CARD_NUMBER_REQUIRED', 'A card payment needs a card number (see the test cards).');
    }
    const resultCode = sandboxOutcome(request);
    const pspReference = newPspReference();
    await repository.recordResult(sessionId, { status: sessionStatusOf(resultCode), method: request.method, pspReference });
    if (resultCode === 'Authorised' || resultCode === 'Refused') {
      const key = await provider.notificationHmacKey();
      const notification = sandboxNotification(
        { pspReference, reference: session.reference, amountMinor: session.amountMinor, currency: session.currency, success: resultCode === 'Authorised', method: request.method },
        key!,
      );
      await deliver(notification);
    }
    return { resultCode, pspReference, orderId: order.orderId, reference: order.webOrderId };
  }

  /**
   * Issue 12: a payment may only start while the order holds its discount code. An order whose
   * reservation lapsed and whose code another order now holds is 409 DISCOUNT_REFUSED (payment.19).
   */
  private async holdDiscount(order: PayableOrder): Promise<void> {
    if (!order.discountCode) return;
    const refusal = await this.deps.orders.holdDiscount(order.orderId);
    if (refusal) throw discountRefusal(409, { discountCode: order.discountCode, outcome: 'none', reason: refusal });
  }

  /**
   * Issue 29 §1: a payment may only start while the order holds its pieces. An order whose hold
   * lapsed and whose pieces another order took is 409 OUT_OF_STOCK (product.basket.delivery.15 / .16),
   * before any money is taken.
   */
  private async holdStock(order: PayableOrder): Promise<void> {
    const short = await this.deps.orders.holdStock(order.orderId);
    if (short) throw outOfStock(short, order.selectedPrice === 0 ? order.storeCode : null);
  }

  /** Adyen redirect return: the provider's resultCode, recorded on the session; never marks paid. */
  async paymentDetails(webClientId: number, redirectResult: string): Promise<{ resultCode: string }> {
    const { provider, repository, orders } = this.deps;
    if (!provider.paymentDetails) throw notFound('PAYMENT_DETAILS_UNAVAILABLE', `The ${provider.name} provider has no redirect details.`);
    let details;
    try {
      details = await provider.paymentDetails(redirectResult);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'payment details refused by the provider');
      throw new AppError(422, 'PAYMENT_DETAILS_REFUSED', 'The payment provider did not accept these details.', { cause: error });
    }
    const order = details.merchantReference ? await orders.findByReference(details.merchantReference, webClientId) : null;
    if (!order) throw orderNotFound();
    await repository.recordResultForOrder(order.orderId, provider.name, { status: sessionStatusOf(details.resultCode), pspReference: details.pspReference });
    return { resultCode: details.resultCode };
  }

  /** account §4 Payment confirmation statuses: what the result page shows for the caller's order. */
  async result(webClientId: number, id: string): Promise<PaymentResult> {
    const { repository, orders } = this.deps;
    const order = await orders.findByReference(id, webClientId);
    if (!order) throw orderNotFound();
    const session = await repository.latestSession(order.orderId);
    const store = order.storeCode && order.deliveryMode !== 'DIS' ? await repository.storeByCode(order.storeCode) : null;
    return {
      status: confirmationStatus(order, session?.status ?? null),
      orderId: order.orderId,
      transactionId: session?.pspReference ?? '',
      reference: order.webOrderId,
      orderStatus: order.status,
      webOrderId: order.webOrderId,
      amount: order.amount,
      currency: order.currency,
      deliveryMode: order.deliveryMode,
      selectedPrice: order.selectedPrice,
      orderDate: order.orderDate,
      store,
      discountCode: order.discountCode,
      lines: order.lines,
    };
  }

  /** POST /api/webhooks/adyen: every item's HMAC is checked before any is applied. */
  async adyenWebhook(body: AdyenNotification): Promise<void> {
    const { provider, notifications, log } = this.deps;
    const key = await provider.notificationHmacKey();
    if (!key) throw notFound('WEBHOOK_DISABLED', `The ${provider.name} provider does not send Adyen notifications.`);
    const items = body.notificationItems.map((entry) => entry.NotificationRequestItem);
    const forged = items.filter((item) => !isValidNotificationItem(item, key));
    if (forged.length > 0) {
      log.warn({ pspReferences: forged.map((item) => item.pspReference) }, 'Adyen notification with a bad HMAC signature: refused');
      throw new AppError(401, 'INVALID_SIGNATURE', 'The notification HMAC signature does not verify.');
    }
    for (const item of items) {
      await notifications.apply({
        provider: provider.name,
        eventCode: item.eventCode,
        pspReference: item.pspReference,
        merchantReference: item.merchantReference,
        success: item.success === 'true',
        amountMinor: item.amount.value,
        currency: item.amount.currency,
        method: item.paymentMethod ?? null,
        payload: item,
      });
    }
  }

  /** Monetico's CGI2 call: its answer body (cdr=0 received, cdr=1 refused: bad MAC). */
  async moneticoCgi2(fields: Record<string, string>): Promise<string> {
    const { monetico, provider, notifications, log } = this.deps;
    if (provider.name !== 'monetico' || !monetico) throw notFound('WEBHOOK_DISABLED', 'The Monetico provider is not in use.');
    if (fields.TPE !== monetico.tpe || !isValidMoneticoMac(fields, monetico.key)) {
      log.warn({ reference: fields.reference }, 'Monetico CGI2 call with a bad MAC: refused');
      return MONETICO_REFUSED;
    }
    const code = fields['code-retour'] ?? '';
    const amount = /^(\d+(?:\.\d{1,2})?)([A-Z]{3})$/.exec(fields.montant ?? '');
    const decisive = ['paiement', 'payetest', 'Annulation'].includes(code);
    await notifications.apply({
      provider: 'monetico',
      eventCode: decisive ? 'AUTHORISATION' : code.toUpperCase() || 'UNKNOWN',
      pspReference: `${fields.reference ?? ''}:${fields.date ?? ''}`,
      merchantReference: fields['texte-libre'] || fields.reference || '',
      success: code === 'paiement' || code === 'payetest',
      amountMinor: amount ? Math.round(Number(amount[1]) * 100) : null,
      currency: amount?.[2] ?? null,
      method: fields.modepaiement ?? fields.brand ?? null,
      payload: fields,
    });
    return MONETICO_RECEIVED;
  }
}

function withoutMac(fields: Record<string, string>): Record<string, string> {
  const { MAC: _mac, ...rest } = fields;
  return rest;
}

export const MONETICO_RECEIVED = 'version=2\ncdr=0\n';
export const MONETICO_REFUSED = 'version=2\ncdr=1\n';

/**
 * Paid → confirmed, FAI → failed; an unpaid order shows what the provider answered the shopper:
 * refused → failed, authorised or pending → awaiting the notification, nothing yet → awaiting.
 */
export function confirmationStatus(order: Pick<PayableOrder, 'status'>, sessionStatus: string | null): PaymentConfirmationStatus {
  if (PAID_STATUSES.includes(order.status)) return 'PAYMENT_CONFIRMED';
  if (order.status === 'FAI') return 'PAYMENT_FAILED';
  if (sessionStatus === 'REFUSED' || sessionStatus === 'CANCELLED') return 'PAYMENT_FAILED';
  if (sessionStatus === 'ERROR') return 'PAYMENT_ERROR';
  return 'PAYMENT_ACKNOWLEDGMENT_AWAITING';
}
