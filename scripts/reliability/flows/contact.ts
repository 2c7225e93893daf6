/**
 * The contact flow (issue 18 §6; account §2 Contact, §5 Contact form): a visitor opens the form
 * (its subjects), gets a captcha challenge, solves it as the widget does and sends a message.
 * Each message spends its own solution, so the cycle repeats without a replay (409).
 */
import type { ContactForm, ContactTicketRequest } from '../../../shared/src/contract/profile.ts';
import { SHOP_HEADERS } from '../../bench/load.ts';
import { parse } from '../checkout-cycle.ts';
import type { MixRequest } from '../types.ts';
import { solveChallengeBody } from './captcha.ts';

export const CHALLENGE_PATH = '/api/external/altcha/challenge';
/** Seeded subject "other" (api/README.md contact): used until the form's own list is read. */
const FALLBACK_SUBJECT = 'OTH';

export function contactTicket(brandId: number, subject: string, altcha: string): ContactTicketRequest {
  return {
    brandId,
    contactName: 'Prova Carico',
    contactEmail: 'carico@example.com',
    contactPhone: null,
    ticketSubjectCode: subject,
    ticketMessage: 'Messaggio della prova di carico (npm run reliability).',
    language: 'it',
    country: 'IT',
    altcha,
  };
}

/** A challenge request whose answer is solved into the connection's context (`altcha`). */
export function challengeRequest(cls: MixRequest['class']): MixRequest {
  return {
    class: cls,
    label: `GET ${CHALLENGE_PATH} (solved by the load, as the widget does)`,
    method: 'GET',
    path: CHALLENGE_PATH,
    headers: SHOP_HEADERS,
    capture: (_status, body, context) => {
      context.altcha = solveChallengeBody(body);
    },
  };
}

export function buildContactCycle(brandId: number): MixRequest[] {
  const json = { ...SHOP_HEADERS, 'content-type': 'application/json' };
  return [
    {
      class: 'contact',
      label: 'GET /api/external/contact/form (subjects)',
      method: 'GET',
      path: `/api/external/contact/form?brandId=${brandId}&language=it`,
      headers: SHOP_HEADERS,
      capture: (_status, body, context) => {
        context.subject = parse<ContactForm>(body)?.subjects?.[0]?.code ?? FALLBACK_SUBJECT;
      },
    },
    challengeRequest('contact'),
    {
      class: 'contact',
      label: 'POST /api/external/tickets (solved captcha)',
      method: 'POST',
      path: '/api/external/tickets',
      headers: json,
      body: JSON.stringify(contactTicket(brandId, FALLBACK_SUBJECT, '')),
      setup: (context) => ({ body: JSON.stringify(contactTicket(brandId, String(context.subject ?? FALLBACK_SUBJECT), String(context.altcha ?? ''))) }),
    },
  ];
}
