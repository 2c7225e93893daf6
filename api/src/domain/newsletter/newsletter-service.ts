/**
 * Storefront §3 Newsletter subscription, §4 Newsletter, §5. The shop's forms (footer and popup)
 * subscribe through subscribeFromForm: an ALTCHA solution is required and spent in the
 * subscription's transaction, like the contact form's, so a script cannot fill the list and a
 * refused request (bad address, unknown brand) does not burn the shopper's solution. The profile's
 * opt-in (a signed-in customer) subscribes through subscribe, without a captcha.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BrandService } from '../brands/brand-service.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { AppError, badRequest } from '../errors.ts';
import { isValidEmail } from '@trama/shared/rules';
import type { NewsletterExecutor, NewsletterRepository } from './newsletter-repository.ts';

export interface SubscriptionRequest {
  email: string;
  brandId: number;
  mailingID?: string | null;
}

export interface FormSubscriptionRequest extends SubscriptionRequest {
  /** The ALTCHA widget's base64 payload. */
  altcha?: string | null;
}

export interface SubscriptionAnswer {
  status: 'SUCCESS';
  result: 'OK';
  /** True when the address was already on the list (still a success for the shopper). */
  alreadySubscribed: boolean;
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
  log: FastifyBaseLogger;
}

export class NewsletterService {
  private readonly deps: NewsletterServiceDeps;

  constructor(deps: NewsletterServiceDeps) {
    this.deps = deps;
  }

  /** Without a captcha: the signed-in customer's profile opt-in (storefront §4 Account creation). */
  async subscribe(request: SubscriptionRequest): Promise<SubscriptionAnswer> {
    const email = await this.checked(request);
    const created = await this.deps.repository.subscribe(email, request.brandId, request.mailingID ?? null);
    return { status: 'SUCCESS', result: 'OK', alreadySubscribed: !created };
  }

  /**
   * The footer form and the popup: 422 CAPTCHA_INVALID (missing, wrong, expired), 409
   * CAPTCHA_REPLAYED, then the checks of subscribe; every refusal carries footer.news.6 and
   * writes nothing. An address already subscribed is a success (the shopper learns nothing more).
   */
  async subscribeFromForm(request: FormSubscriptionRequest): Promise<SubscriptionAnswer> {
    const solution = await this.deps.captcha.verify(request.altcha).catch((error: unknown) => Promise.reject(asNewsletterFailure(error)));
    const email = await this.checked(request);
    const created = await this.deps.repository
      .transaction(async (tx: NewsletterExecutor) => {
        await this.deps.captcha.spend(solution, tx);
        return this.deps.repository.subscribe(email, request.brandId, request.mailingID ?? null, tx);
      })
      .catch((error: unknown) => Promise.reject(asNewsletterFailure(error)));
    // Housekeeping off the shopper's path: spent solutions of expired challenges are no longer needed.
    this.deps.captcha.prune().catch((error: unknown) => this.deps.log.warn({ err: error }, 'captcha prune failed'));
    return { status: 'SUCCESS', result: 'OK', alreadySubscribed: !created };
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
