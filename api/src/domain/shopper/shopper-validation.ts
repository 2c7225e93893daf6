/**
 * Account §5 Shopper form, checked again by the API: name, e-mail, phone and subject are required
 * (subject: SHO, the only one the shopper form offers, §3 Subject list items), the e-mail well
 * formed, date and time chosen, and a store given. Lengths are the contact form's (CONTACT_LIMITS),
 * since both forms write the same tickets. Whether the slot is offered and the store takes
 * appointments is decided after this, with their own answers (SLOT_UNAVAILABLE, STORE_NOT_FOUND).
 */
import type { ShopperField } from '@trama/shared/contract';
import { CONTACT_LIMITS, isValidEmail } from '@trama/shared/rules';
import { SHOPPER_SUBJECT } from './shopper-repository.ts';

/** What arrives after the schema: every text may be missing. */
export interface ShopperFormInput {
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  ticketSubjectCode?: string | null;
  ticketMessage?: string | null;
  appointmentDate?: string | null;
  storeId?: number | null;
}

/** Field → messageKey (validation.required, validation.email, contact.tooLong). */
export type ShopperErrors = Partial<Record<ShopperField | 'ticketMessage', string>>;

const REQUIRED = 'validation.required';
const TOO_LONG = 'contact.tooLong';

const text = (value: string | null | undefined) => (value ?? '').trim();

export function validateShopperForm(form: ShopperFormInput): ShopperErrors {
  const errors: ShopperErrors = {};
  const name = text(form.contactName);
  if (!name) errors.contactName = REQUIRED;
  else if (name.length > CONTACT_LIMITS.name) errors.contactName = TOO_LONG;
  const email = text(form.contactEmail);
  if (!email) errors.contactEmail = REQUIRED;
  else if (!isValidEmail(email)) errors.contactEmail = 'validation.email';
  const phone = text(form.contactPhone);
  if (!phone) errors.contactPhone = REQUIRED;
  else if (phone.length > CONTACT_LIMITS.phone) errors.contactPhone = TOO_LONG;
  if (text(form.ticketSubjectCode) !== SHOPPER_SUBJECT) errors.ticketSubjectCode = REQUIRED;
  if (text(form.ticketMessage).length > CONTACT_LIMITS.message) errors.ticketMessage = TOO_LONG;
  if (!text(form.appointmentDate)) errors.appointmentDate = REQUIRED;
  if (form.storeId == null) errors.storeId = REQUIRED;
  return errors;
}
