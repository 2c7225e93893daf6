import type { BrandService } from '../brands/brand-service.ts';
import { AppError, badRequest } from '../errors.ts';
import { isValidEmail } from '@trama/shared/rules';
import type { NewsletterRepository } from './newsletter-repository.ts';

export interface SubscriptionRequest {
  email: string;
  brandId: number;
  mailingID?: string | null;
}

export interface SubscriptionAnswer {
  status: 'SUCCESS';
  result: 'OK';
  /** True when the address was already on the list (still a success for the shopper). */
  alreadySubscribed: boolean;
}

/** The shopper-facing failure message of the newsletter form (storefront §8). */
const FAILURE_KEY = 'footer.news.6';

export class NewsletterService {
  private readonly repository: NewsletterRepository;
  private readonly brands: BrandService;

  constructor(repository: NewsletterRepository, brands: BrandService) {
    this.repository = repository;
    this.brands = brands;
  }

  async subscribe(request: SubscriptionRequest): Promise<SubscriptionAnswer> {
    const email = request.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw badRequest('INVALID_EMAIL', 'The e-mail address is not valid.', FAILURE_KEY);
    try {
      await this.brands.assertExists(request.brandId);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.statusCode, error.code, error.message, { messageKey: FAILURE_KEY });
      throw error;
    }
    const created = await this.repository.subscribe(email, request.brandId, request.mailingID ?? null);
    return { status: 'SUCCESS', result: 'OK', alreadySubscribed: !created };
  }
}
