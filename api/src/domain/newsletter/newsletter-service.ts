/**
 * Storefront §3 Newsletter subscription, §4 Newsletter, §5. The shop's forms (footer and popup)
 * subscribe through subscribeFromForm: an ALTCHA solution is required and spent in the
 * request's transaction, like the contact form's, so a script cannot fill the list and a refused
 * request (bad address, unknown brand) does not burn the shopper's solution.
 *
 * Issue 29 §6 (docs/baseline-deviations.md): double opt-in. A form only sends a confirmation
 * e-mail; the address is subscribed when its link is followed (confirm: a key that expires and is
 * used once). The answer is the same whether the address was new, pending or subscribed (same
 * status, same body, same work on the request's path: the mail is sent after the answer), so the
 * form tells nobody who is on the list. A signed-in customer's opt-in (profile) and an account's
 * activation subscribe at once: that address is already confirmed (subscribeConfirmed).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitConfig } from '../../config.ts';
import { hashKey } from '../auth/mailed-key-repository.ts';
import type { BrandService } from '../brands/brand-service.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { AppError, badRequest } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { newsletterConfirmationMail } from '../mail/newsletter-mails.ts';
import type { RateLimiter } from '../rate-limits/limits.ts';
import { isValidEmail } from '@trama/shared/rules';
import { Service } from '../service.ts';
import type { NewsletterExecutor, NewsletterRepository } from './newsletter-repository.ts';

/** A confirmation link works for 3 days (the e-mail says so). */
export const NEWSLETTER_KEY_TTL_SECONDS = 3 * 86_400;

export interface SubscriptionRequest {
  email: string;
  brandId: number;
  mailingID?: string | null;
}

export interface FormSubscriptionRequest extends SubscriptionRequest {
  /** The ALTCHA widget's base64 payload. */
  altcha?: string | null;
}

/** One answer for a new, a pending and a subscribed address (issue 29 §6). */
export interface SubscriptionAnswer {
  status: 'SUCCESS';
  result: 'OK';
}

export interface ConfirmationAnswer extends SubscriptionAnswer {
  /** The address now subscribed (the link's holder received it at that address). */
  email: string;
}

export interface FormOrigin {
  ip: string;
  /** PUBLIC_URL: the confirmation link's origin, never the request's Host. */
  origin: string;
  /** The confirmation e-mail's language (the page's). */
  language: string;
}

/** The shopper-facing failure message of the newsletter form (storefront §8). */
const FAILURE_KEY = 'footer.news.6';

/** The same status and code, with the newsletter's failure message for the shopper. */
function asNewsletterFailure(error: unknown): unknown {
  return error instanceof AppError ? new AppError(error.statusCode, error.code, error.message, { messageKey: FAILURE_KEY }) : error;
}

export interface NewsletterServiceDeps {
  repository: NewsletterRepository;
  brands: BrandService;
  captcha: CaptchaService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitConfig;
  log: FastifyBaseLogger;
}

export class NewsletterService extends Service<NewsletterServiceDeps> {
  /**
   * Without a captcha or an e-mail: an address the shop knows belongs to the shopper — a signed-in
   * customer's profile opt-in (storefront §4 Account creation), an account's activation (issue 29 §12).
   */
  async subscribeConfirmed(request: SubscriptionRequest): Promise<void> {
    const email = await this.checked(request);
    await this.deps.repository.subscribeConfirmed(email, request.brandId, request.mailingID ?? null);
  }

  /** Whether the address is subscribed (confirmed) to the brand. */
  isSubscribed(email: string, brandId: number): Promise<boolean> {
    return this.deps.repository.isSubscribed(email.trim().toLowerCase(), brandId);
  }

  /**
   * The footer form and the popup: 422 CAPTCHA_INVALID (missing, wrong, expired), 409
   * CAPTCHA_REPLAYED, 429 RATE_LIMITED (issue 29 §5), then 400 INVALID_EMAIL, 404 BRAND_NOT_FOUND;
   * every refusal carries footer.news.6 and writes nothing. Otherwise SUCCESS/OK, whatever the
   * address's state; a confirmation e-mail goes to an address not subscribed yet.
   */
  async subscribeFromForm(request: FormSubscriptionRequest, from: FormOrigin): Promise<SubscriptionAnswer> {
    const solution = await this.deps.captcha.verify(request.altcha).catch((error: unknown) => Promise.reject(asNewsletterFailure(error)));
    // Issue 29 §5: per e-mail and per IP, once the captcha is solved.
    const { rateLimits } = this.deps;
    await this.deps.rateLimiter.enforceForm('newsletter', request.email, from.ip, { perEmail: rateLimits.newsletterPerEmail, perIp: rateLimits.newsletterPerIp });
    const email = await this.checked(request);
    const key = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + NEWSLETTER_KEY_TTL_SECONDS * 1000);
    const pending = await this.deps.repository
      .transaction(async (tx: NewsletterExecutor) => {
        await this.deps.captcha.spend(solution, tx);
        return this.deps.repository.requestConfirmation(email, request.brandId, request.mailingID ?? null, { keyHash: hashKey(key), expiresAt }, tx);
      })
      .catch((error: unknown) => Promise.reject(asNewsletterFailure(error)));
    // Off the request's path, so a subscribed address (no mail) answers as fast as a new one.
    if (pending) void this.sendConfirmation(email, key, from);
    // Housekeeping off the shopper's path: spent solutions of expired challenges are no longer needed.
    this.deps.captcha.prune().catch((error: unknown) => this.deps.log.warn({ err: error }, 'captcha prune failed'));
    return { status: 'SUCCESS', result: 'OK' };
  }

  /** The e-mail's link: 200 with the address now subscribed; 400 NEWSLETTER_KEY_INVALID for an unknown, used or expired key. */
  async confirm(key: string): Promise<ConfirmationAnswer> {
    const confirmed = key ? await this.deps.repository.confirm(hashKey(key)) : null;
    if (!confirmed) {
      throw badRequest('NEWSLETTER_KEY_INVALID', 'The confirmation link is unknown, already used or expired.', 'newsletterConfirm.failed');
    }
    return { status: 'SUCCESS', result: 'OK', email: confirmed.email };
  }

  private async sendConfirmation(email: string, key: string, from: FormOrigin): Promise<void> {
    try {
      await this.deps.mailer.send(newsletterConfirmationMail({ to: email, language: from.language, origin: from.origin, key }));
    } catch (error) {
      this.deps.log.error({ err: error }, 'newsletter confirmation e-mail not sent');
    }
  }

  /** §5: a valid e-mail (answered lower-cased) and a brand that exists. */
  private async checked(request: SubscriptionRequest): Promise<string> {
    const email = request.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw badRequest('INVALID_EMAIL', 'The e-mail address is not valid.', FAILURE_KEY);
    try {
      await this.deps.brands.assertExists(request.brandId);
    } catch (error) {
      throw asNewsletterFailure(error);
    }
    return email;
  }
}
