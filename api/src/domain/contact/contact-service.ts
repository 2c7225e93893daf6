/**
 * Account §2 Contact, §5 Contact form, §7 contact message and support ticket. Visitors and
 * customers send the form; a valid bearer links the ticket to the customer's web client. The
 * captcha is checked before anything else and spent in the ticket's transaction (a refused
 * ticket does not burn it); with the support-desk flag on, the ticket also gets a help-desk
 * outbox row in that transaction, sent right after the commit and retried until accepted.
 */
import type { ContactForm, ContactTicketCreated, ContactTicketRequest, Language, TokenClaims } from '@trama/shared/contract';
import { cleanOrderNumber, validateContact } from '@trama/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandService } from '../brands/brand-service.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { AppError } from '../errors.ts';
import type { FlagService } from '../flags/flag-service.ts';
import { flagValue } from '../flags/flag-value.ts';
import { supportDeskFlag, type HelpDeskForwarder } from '../help-desk/help-desk-forwarder.ts';
import type { HelpDeskOutbox } from '../help-desk/help-desk-outbox.ts';
import { languageFallbacks, resolveLanguage } from '../language.ts';
import type { RateLimitConfig } from '../../config.ts';
import type { RateLimiter } from '../rate-limits/limits.ts';
import { Service } from '../service.ts';
import type { ContactRepository, SubjectRow } from './contact-repository.ts';

/** Subjects of other forms: never offered on the contact form (account §3: SHO is the shopper form's; RET the returns'). */
const RESERVED_SUBJECTS = new Set(['SHO', 'RET']);

export interface ContactServiceDeps {
  repository: ContactRepository;
  brands: BrandService;
  captcha: CaptchaService;
  flags: FlagService;
  outbox: HelpDeskOutbox;
  forwarder: HelpDeskForwarder;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitConfig;
  log: FastifyBaseLogger;
}

export class ContactService extends Service<ContactServiceDeps> {
  async form(brandId: number, language: Language): Promise<ContactForm> {
    await this.deps.brands.assertExists(brandId);
    return { subjects: (await this.subjects(brandId, language)).map((row) => ({ code: row.code, subject: row.subject })) };
  }

  /**
   * 201 {ticketId}; 422 CAPTCHA_INVALID, 409 CAPTCHA_REPLAYED, 429 RATE_LIMITED (issue 29 §5: per
   * e-mail and per IP, counted once the captcha is solved), 422 INVALID_CONTACT (fields), 404 for an unknown brand.
   */
  async send(request: ContactTicketRequest, customer: TokenClaims | null, from: { ip: string }): Promise<ContactTicketCreated> {
    const solution = await this.deps.captcha.verify(request.altcha);
    const { rateLimits } = this.deps;
    await this.deps.rateLimiter.enforceForm('contact', String(request.contactEmail ?? ''), from.ip, {
      perEmail: rateLimits.contactPerEmail,
      perIp: rateLimits.contactPerIp,
    });
    await this.deps.brands.assertExists(request.brandId);
    const language = resolveLanguage(request.language);
    const subjects = await this.subjects(request.brandId, language);
    const fields = validateContact(
      {
        contactName: request.contactName,
        contactEmail: request.contactEmail,
        contactPhone: request.contactPhone ?? '',
        ticketSubjectCode: request.ticketSubjectCode,
        orderId: cleanOrderNumber(request.orderId),
        ticketMessage: request.ticketMessage,
      },
      subjects.map((s) => s.code),
      request.altcha,
    );
    if (Object.keys(fields).length > 0) {
      throw new AppError(422, 'INVALID_CONTACT', `Invalid contact fields: ${Object.keys(fields).join(', ')}.`, { extra: { fields } });
    }
    const forward = await flagValue(this.deps.flags, supportDeskFlag(request.brandId), this.deps.log);
    const orderReference = cleanOrderNumber(request.orderId) || null;
    const ticket = {
      brandId: request.brandId,
      // Only the token says who the customer is; a visitor's ticket has no web client.
      webClientId: customer?.webClientId ?? null,
      subjectCode: request.ticketSubjectCode,
      contactName: request.contactName.trim(),
      contactEmail: request.contactEmail.trim().toLowerCase(),
      contactPhone: request.contactPhone?.trim() || null,
      message: request.ticketMessage.trim(),
      orderReference,
      messageFrom: 'C',
      language,
      country: (request.country || 'IT').trim().toUpperCase().slice(0, 2),
    };
    const ticketId = await this.deps.repository.transaction(async (tx) => {
      await this.deps.captcha.spend(solution, tx);
      const id = await this.deps.repository.insertTicket(tx, ticket);
      if (forward) {
        const subject = subjects.find((s) => s.code === ticket.subjectCode)?.subject ?? ticket.subjectCode;
        const comment = orderReference ? `${ticket.message}\n\nOrdine n. ${orderReference}` : ticket.message;
        await this.deps.outbox.enqueue(tx, id, { comment, email: ticket.contactEmail, name: ticket.contactName, subject, brandId: ticket.brandId });
      }
      return id;
    });
    if (forward) this.deps.forwarder.kick();
    // Housekeeping off the shopper's path: spent solutions of expired challenges are no longer needed.
    this.deps.captcha.prune().catch((error: unknown) => this.deps.log.warn({ err: error }, 'captcha prune failed'));
    return { ticketId };
  }

  private async subjects(brandId: number, language: Language): Promise<SubjectRow[]> {
    const rows = (await this.deps.repository.subjects(brandId, languageFallbacks(language))).filter((row) => !RESERVED_SUBJECTS.has(row.code));
    // The asked language if it has subjects, else the first fallback that does.
    for (const candidate of languageFallbacks(language)) {
      const inLanguage = rows.filter((row) => row.language === candidate);
      if (inLanguage.length > 0) return inLanguage;
    }
    return [];
  }

}
