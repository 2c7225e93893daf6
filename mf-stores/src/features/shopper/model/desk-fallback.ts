/**
 * Issue 31 point 10 H3 (account §4: "a 503 with id 21 triggers a fallback action on the personal
 * shopper send"): when the desk cannot take the booking, the form offers the store's phone and an
 * e-mail to customer service carrying the booking, so the shopper reaches a person instead of a
 * dead end. docs/stores.md "When the desk cannot take a booking".
 */
import type { ApiError } from '@trama/shared/api';

/** The API's id on the 503 SHOPPER_DESK_UNAVAILABLE answer. */
export const DESK_UNAVAILABLE_ID = 21;

/** Customer service, as the footer and the contacts page name it (stores have no e-mail of their own). */
export const CUSTOMER_SERVICE_EMAIL = 'servizio.clienti@trama.example';

/** Only a 503 carrying id 21 takes the fallback; any other failure keeps its message. */
export const isDeskUnavailable = (error: ApiError) => error.status === 503 && error.body?.id === DESK_UNAVAILABLE_ID;

/** `tel:` wants the digits and a leading +, without the spaces the store's number is written with. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A mailto: link with its subject and body encoded (a space as %20: mail programs read + literally). */
export const mailtoHref = (to: string, subject: string, body: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
