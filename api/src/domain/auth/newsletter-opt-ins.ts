/**
 * Issue 29 §12: the newsletter box of the sign-up form (storefront §3 connection_3, §4 "newsletter
 * opt-in triggers a customer-create call after login"). The opt-in is stored on the web client at
 * registration; the address is subscribed when the shopper proves it is theirs by following a
 * mailed link — the activation link, or a reset link (which activates too). That link is the
 * confirmation of the double opt-in (issue 29 §6), so no second e-mail is sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NewsletterService } from '../newsletter/newsletter-service.ts';
import type { CustomerRepository } from './customer-repository.ts';

/** Subscribes the customer's address to every brand whose web client opted in; a failure is logged, never thrown. */
export async function subscribeOptIns(
  deps: { customers: CustomerRepository; newsletter: NewsletterService; log: FastifyBaseLogger },
  customerId: number,
): Promise<void> {
  try {
    const [customer, clients] = await Promise.all([deps.customers.findById(customerId), deps.customers.webClients(customerId)]);
    if (!customer) return;
    for (const client of clients.filter((c) => c.newsOptin === 'Y')) {
      await deps.newsletter.subscribeConfirmed({ email: customer.email, brandId: client.brandId, mailingID: null });
    }
  } catch (error) {
    deps.log.error({ err: error, customerId }, 'newsletter subscription of the sign-up opt-in failed');
  }
}
