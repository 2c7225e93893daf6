/**
 * Account §5 Shopper form: name, e-mail, phone, subject (only SHO is offered, §3) and the captcha
 * are required, the e-mail well formed; the message is optional. A missing captcha is
 * validation.required on the field recaptcha, as on the contact form.
 */
import type { ShopperField, ShopperRequest } from '@trama/shared/contract';
import { CONTACT_LIMITS, isValidEmail } from '@trama/shared/rules';

/** Account §3: the shopper form offers the one subject SHO. */
export const SHOPPER_SUBJECT = 'SHO' as const;

/** The contact form's bounds hold here too (the API stores both as tickets). */
export const SHOPPER_LIMITS = { name: CONTACT_LIMITS.name, phone: CONTACT_LIMITS.phone, message: CONTACT_LIMITS.message } as const;

export interface ShopperFormValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  ticketMessage: string;
}

export const EMPTY_SHOPPER_FORM: ShopperFormValues = { contactName: '', contactEmail: '', contactPhone: '', ticketMessage: '' };

export type ShopperFormField = keyof ShopperFormValues | 'recaptcha';

/** The fields in the order the form shows them: the first invalid one gets the focus (§5). */
export const SHOPPER_FIELD_ORDER: readonly ShopperFormField[] = ['contactName', 'contactEmail', 'contactPhone', 'ticketMessage', 'recaptcha'];

export type ShopperErrors = Partial<Record<ShopperFormField, string>>;

const REQUIRED = 'validation.required';

/** Field → message key; empty when the request can be sent. `captcha` is the widget's payload, null until solved. */
export function validateShopper(values: ShopperFormValues, captcha: string | null): ShopperErrors {
  const errors: ShopperErrors = {};
  if (!values.contactName.trim()) errors.contactName = REQUIRED;
  const email = values.contactEmail.trim();
  if (!email) errors.contactEmail = REQUIRED;
  else if (!isValidEmail(email)) errors.contactEmail = 'validation.email';
  if (!values.contactPhone.trim()) errors.contactPhone = REQUIRED;
  if (!captcha) errors.recaptcha = REQUIRED;
  return errors;
}

export const firstInvalidField = (errors: ShopperErrors): ShopperFormField | undefined => SHOPPER_FIELD_ORDER.find((field) => errors[field]);

/** The API's 422 INVALID_SHOPPER `fields` that belong to an input of the form. */
export function formFieldErrors(fields: Partial<Record<ShopperField, string>>): ShopperErrors {
  const errors: ShopperErrors = {};
  for (const field of ['contactName', 'contactEmail', 'contactPhone'] as const) if (fields[field]) errors[field] = fields[field];
  return errors;
}

interface RequestContext {
  brandId: number;
  language: string;
  country: string;
  storeId: number;
  /** `YYYY-MM-DDTHH:mm`, shop time (shopperSlot). */
  appointmentDate: string;
  altcha: string;
}

/** Account §3 Shopper request (+ the captcha payload). */
export function shopperRequest(values: ShopperFormValues, context: RequestContext): ShopperRequest {
  const message = values.ticketMessage.trim();
  return {
    brandId: context.brandId,
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    ticketSubjectCode: SHOPPER_SUBJECT,
    ...(message ? { ticketMessage: message } : {}),
    ticketMessageFrom: 'C',
    language: context.language,
    country: context.country,
    appointmentDate: context.appointmentDate,
    storeId: context.storeId,
    altcha: context.altcha,
  };
}
