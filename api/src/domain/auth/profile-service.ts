/**
 * Account §5 Profile, §3 Web client profile: the token's customer reads and updates its own
 * profile. The e-mail is read only; the opt-ins are stored as sent (Y or N, never defaulted to Y)
 * with the date they went to Y. Storefront §4: a newsletter opt-in set after sign-in makes the
 * customer-create call, here the same subscription as the newsletter form.
 */
import type { AccountProfile, CustomerCreateAnswer, ProfileUpdateRequest, TokenClaims } from '@trama/shared/contract';
import { validateProfileUpdate } from '@trama/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { DiscountService } from '../discounts/discount-service.ts';
import { AppError, unauthorized } from '../errors.ts';
import type { NewsletterService } from '../newsletter/newsletter-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import { Service } from '../service.ts';
import type { CustomerRepository, CustomerRow, WebClientRow } from './customer-repository.ts';

export interface ProfileServiceDeps {
  customers: CustomerRepository;
  discounts: DiscountService;
  stores: StoreService;
  newsletter: NewsletterService;
  log: FastifyBaseLogger;
}

const yesNo = (value: string): 'Y' | 'N' => (value === 'Y' ? 'Y' : 'N');

export class ProfileService extends Service<ProfileServiceDeps> {
  async profile(claims: TokenClaims): Promise<AccountProfile> {
    const { customer, webClient } = await this.deps.customers.ownAccount(claims);
    return this.toProfile(customer, webClient);
  }

  /** 422 INVALID_PROFILE with fields → message keys; nothing is written then. */
  async update(claims: TokenClaims, request: ProfileUpdateRequest, now: Date = new Date()): Promise<AccountProfile> {
    const { customer, webClient } = await this.deps.customers.ownAccount(claims);
    const fields = validateProfileUpdate(request, now);
    const storeId = request.webClientRequest.preferredStoreId;
    // §2 Store: a depot (type G) is never offered, so it cannot be chosen either.
    if (!fields.preferredStoreId && storeId !== null) {
      const choosable = (await this.deps.stores.byBrand(webClient.brandId)).some((s) => s.storeId === storeId && s.storeType !== 'G');
      if (!choosable) fields.preferredStoreId = 'validation.required';
    }
    if (Object.keys(fields).length > 0) {
      throw new AppError(422, 'INVALID_PROFILE', `Invalid profile fields: ${Object.keys(fields).join(', ')}.`, {
        messageKey: 'alertMessage.1',
        extra: { fields },
      });
    }
    const saved = await this.deps.customers.updateProfile(customer.customerId, webClient.webClientId, {
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      gender: request.gender,
      birthdate: request.birthdate,
      preferredStoreId: storeId,
      newsOptin: request.webClientRequest.newsOptin,
      multisiteOptin: request.webClientRequest.multisiteOptin,
    });
    if (!saved) throw unauthorized('UNAUTHORIZED', 'The account of this token no longer exists.');
    // Y and not subscribed (a new opt-in, or one whose subscription never happened): subscribe now.
    if (saved.webClient.newsOptin === 'Y' && !(await this.deps.newsletter.isSubscribed(saved.customer.email, webClient.brandId))) {
      await this.customerCreate(saved.customer.email, webClient.brandId);
    }
    return this.toProfile(saved.customer, saved.webClient);
  }

  /**
   * Storefront §4 "newsletter opt-in triggers a customer-create call after login", §7 zg-customer-create:
   * the token's own customer only (the body is empty), subscribed when its web client opted in.
   * The address is confirmed (the account was activated through it), so no second opt-in mail.
   * Here, unlike after a profile update, a failed subscription is the answer (503), not a log line.
   */
  async createInCrm(claims: TokenClaims): Promise<CustomerCreateAnswer> {
    const { customer, webClient } = await this.deps.customers.ownAccount(claims);
    const optedIn = webClient.newsOptin === 'Y';
    if (optedIn && !(await this.deps.newsletter.isSubscribed(customer.email, webClient.brandId))) {
      await this.deps.newsletter.subscribeConfirmed({ email: customer.email, brandId: webClient.brandId, mailingID: null });
    }
    return { webClientId: webClient.webClientId, email: customer.email, newsOptin: optedIn ? 'Y' : 'N', newsletter: optedIn ? 'SUBSCRIBED' : 'NOT_OPTED_IN' };
  }

  /** Storefront §4 customer-create: the profile is saved either way; a failed subscription is logged, not shown. */
  private async customerCreate(email: string, brandId: number): Promise<void> {
    try {
      // A signed-in customer's address is confirmed (the account was activated through it): no second opt-in mail.
      await this.deps.newsletter.subscribeConfirmed({ email, brandId, mailingID: null });
    } catch (error) {
      this.deps.log.error({ err: error, brandId }, 'newsletter subscription after the profile opt-in failed');
    }
  }

  private async toProfile(customer: CustomerRow, webClient: WebClientRow): Promise<AccountProfile> {
    // Issue 29 §12: the account says "subscribed" only when the address is on the list (confirmed), not for a bare opt-in.
    const subscribed = webClient.newsOptin === 'Y' && (await this.deps.newsletter.isSubscribed(customer.email, webClient.brandId));
    return {
      webClientId: webClient.webClientId,
      brandId: webClient.brandId,
      discountCodes: await this.deps.discounts.customerCodes(webClient.brandId, webClient.webClientId),
      firstName: customer.firstName,
      lastName: customer.lastName,
      gender: customer.gender === 'F' || customer.gender === 'M' ? customer.gender : null,
      email: customer.email,
      birthDate: customer.birthdate,
      preferredStoreId: webClient.preferredStoreId,
      newsOptinDate: subscribed && webClient.newsOptinDate ? webClient.newsOptinDate.toISOString() : null,
      multisiteOptInDate: webClient.multisiteOptinDate ? webClient.multisiteOptinDate.toISOString() : null,
      newsOptin: subscribed ? 'Y' : 'N',
      multisiteOptin: yesNo(webClient.multisiteOptin),
    };
  }
}
