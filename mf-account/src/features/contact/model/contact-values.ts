/** The contact form's values and what it sends (account §3 Contact ticket payload, §5 Contact form). */
import type { ContactTicketRequest } from '@trama/shared/contract';
import { cleanOrderNumber, type ContactFormValues } from '@trama/shared/rules';

export const EMPTY_CONTACT: ContactFormValues = {
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  ticketSubjectCode: '',
  orderId: '',
  ticketMessage: '',
};

interface Context {
  brandId: number;
  language: string;
  country: string;
}

export function contactTicket(values: ContactFormValues, captcha: string, context: Context): ContactTicketRequest {
  const orderId = cleanOrderNumber(values.orderId);
  return {
    brandId: context.brandId,
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim() || null,
    contactEmail: values.contactEmail.trim(),
    ticketSubjectCode: values.ticketSubjectCode,
    ticketMessage: values.ticketMessage.trim(),
    orderId: orderId || null,
    ticketMessageFrom: 'C',
    language: context.language,
    country: context.country,
    altcha: captcha,
  };
}
