/**
 * Account §7 "Create user payment / mac" (issue 31 point 12): the Monetico gateway in two calls,
 * as the original shop made them. create-user-payment opens a user payment for the caller's unpaid
 * order and answers its payment parameters (account §3) and the form fields; mac signs those
 * fields with the terminal key, which never leaves the server (MONETICO_KEY).
 *
 * The MAC call is not a signing oracle: it signs only the fields the API stored for that user
 * payment, byte for byte. A browser that changed one (an amount, a reference, a return URL) gets
 * 409 PAYMENT_FIELDS_TAMPERED; a MAC sent along with the fields is verified in constant time and a
 * wrong one is 422 INVALID_MAC. The order still becomes paid only by Monetico's verified CGI2 call.
 */
import { timingSafeEqual } from 'node:crypto';
import type { PaymentParameters } from '@trama/shared/contract';
import { AppError, notFound } from '../errors.ts';
import { isValidMoneticoMac, moneticoMac } from './monetico-mac.ts';
import type { MoneticoConfig } from './payment-config.ts';

export interface UserPayment {
  /** The id the MAC call names (a payment_sessions row). */
  userPaymentId: string;
  /** The gateway the form is posted to. */
  action: string;
  parameters: PaymentParameters;
  /** The form fields, without MAC. */
  fields: Record<string, string>;
}

export const userPaymentNotFound = () => notFound('USER_PAYMENT_NOT_FOUND', 'No such user payment among yours.');

/** Monetico's form parameters read back from its fields (account §3 Payment parameters). */
export function parametersOf(fields: Record<string, string>, order: { orderId: number; email: string; brandId: number; language: string }, gateway: string): PaymentParameters {
  return {
    tranDate: fields.date ?? '',
    amount: Number((fields.montant ?? '').replace(/[A-Z]+$/, '')),
    currency: 'EUR',
    reference: fields.reference ?? '',
    orderId: order.orderId,
    email: order.email,
    brandId: order.brandId,
    language: order.language,
    gateway,
    contexteCommande: fields.contexte_commande ?? '',
  };
}

/** Names of the fields that differ from the issued ones (missing, added or changed); MAC aside. */
export function tamperedFields(issued: Record<string, string>, sent: Record<string, string>): string[] {
  const names = new Set([...Object.keys(issued), ...Object.keys(sent)].filter((name) => name !== 'MAC'));
  return [...names].filter((name) => !sameText(issued[name], sent[name])).sort();
}

function sameText(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The MAC call: the issued fields' MAC, after checking nothing was changed and any MAC sent is right. */
export function signIssuedFields(config: MoneticoConfig, issued: Record<string, string>, sent: Record<string, string>): { MAC: string } {
  const changed = tamperedFields(issued, sent);
  if (changed.length > 0) {
    throw new AppError(409, 'PAYMENT_FIELDS_TAMPERED', `These fields differ from the ones issued for this payment: ${changed.join(', ')}.`, { extra: { fields: changed } });
  }
  if (sent.MAC !== undefined && !isValidMoneticoMac(sent, config.key)) throw new AppError(422, 'INVALID_MAC', 'The MAC does not seal these fields.');
  return { MAC: moneticoMac(issued, config.key) };
}
