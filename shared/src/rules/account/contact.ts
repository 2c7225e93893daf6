/**
 * Account §5 Contact form: name, e-mail, subject, message and the captcha are required (a missing
 * captcha is validation.required on the field recaptcha); the e-mail must be well formed; the
 * order number, optional, is digits only, at most 9 (§9). The spec gives no bounds for the
 * message or the name: the ones below keep a ticket readable and bounded (docs/baseline-deviations.md).
 */
import type { ContactField } from '../../contract/profile.ts';
import { isValidEmail } from '../email.ts';

export const CONTACT_LIMITS = {
  /** §9: contact order number 9 digits. */
  orderId: 9,
  name: 60,
  phone: 20,
  message: 2000,
} as const;

export interface ContactFormValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  ticketSubjectCode: string;
  orderId: string;
  ticketMessage: string;
}

/** ContactField plus the captcha (the spec names its field recaptcha). */
export type ContactErrors = Partial<Record<ContactField | 'recaptcha', string>>;

const REQUIRED = 'validation.required';
const TOO_LONG = 'contact.tooLong';

/** The order number as the shopper typed it, spaces dropped ('' when none). */
export const cleanOrderNumber = (value: string | number | null | undefined) => String(value ?? '').replace(/\s+/g, '');

/**
 * Field → message key; empty when the ticket can be sent. `subjectCodes` is the form's list (GET
 * …/contact/form): a code outside it is refused like a missing one. `captcha` is the widget's
 * payload, null until solved.
 */
export function validateContact(form: ContactFormValues, subjectCodes: readonly string[], captcha: string | null): ContactErrors {
  const errors: ContactErrors = {};
  const name = String(form.contactName ?? '').trim();
  if (!name) errors.contactName = REQUIRED;
  else if (name.length > CONTACT_LIMITS.name) errors.contactName = TOO_LONG;
  const email = String(form.contactEmail ?? '').trim();
  if (!email) errors.contactEmail = REQUIRED;
  else if (!isValidEmail(email)) errors.contactEmail = 'validation.email';
  const phone = String(form.contactPhone ?? '').trim();
  if (phone.length > CONTACT_LIMITS.phone) errors.contactPhone = TOO_LONG;
  if (!subjectCodes.includes(String(form.ticketSubjectCode ?? ''))) errors.ticketSubjectCode = REQUIRED;
  const order = cleanOrderNumber(form.orderId);
  if (order && (!/^\d+$/.test(order) || order.length > CONTACT_LIMITS.orderId)) errors.orderId = 'contact.orderNumber';
  const message = String(form.ticketMessage ?? '').trim();
  if (!message) errors.ticketMessage = REQUIRED;
  else if (message.length > CONTACT_LIMITS.message) errors.ticketMessage = TOO_LONG;
  if (!captcha) errors.recaptcha = REQUIRED;
  return errors;
}

/** §5: submit stays disabled until the required fields are filled (and valid). */
export const canSubmitContact = (form: ContactFormValues, subjectCodes: readonly string[], captcha: string | null) =>
  Object.keys(validateContact(form, subjectCodes, captcha)).length === 0;
