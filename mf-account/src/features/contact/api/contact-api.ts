/** The contact page's API calls (account §7 Contact form definition, Contact message). */
import { getApiClient } from '@trama/shared/api';
import type { ContactForm, ContactTicketCreated, ContactTicketRequest } from '@trama/shared/contract';

export const fetchContactForm = (language: string, signal?: AbortSignal) => {
  const api = getApiClient();
  return api.get<ContactForm>('/api/external/contact/form', { query: { brandId: api.currentContext.brandId, language }, signal });
};

/** Visitors may write; a signed-in customer's bearer links the ticket to the account. */
export const sendContactTicket = (body: ContactTicketRequest) =>
  getApiClient().post<ContactTicketCreated>('/api/external/tickets', body, { withTokenIfAny: true });

/** The ALTCHA challenge (proof of work) the widget fetches; same origin as the API. */
export const challengeUrl = () => getApiClient().url('/api/external/altcha/challenge');
