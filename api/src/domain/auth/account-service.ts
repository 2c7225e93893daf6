/**
 * What a signed-in customer reads about itself (storefront §3 User info; the web client and
 * its profile are ProfileService's). Everything is looked up from the token's customer and web client, and the web
 * client must belong to that customer: a token is never a way to read someone else's data.
 */
import type { TokenClaims, UserInfo } from '@trama/shared/contract';
import type { DiscountService } from '../discounts/discount-service.ts';
import { Service } from '../service.ts';
import type { CustomerRepository } from './customer-repository.ts';

export class AccountService extends Service<{ customers: CustomerRepository; discounts: DiscountService }> {
  async userInfo(claims: TokenClaims): Promise<UserInfo> {
    const { customer, webClient } = await this.deps.customers.ownAccount(claims);
    return {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      discountCodes: await this.deps.discounts.customerCodes(webClient.brandId, webClient.webClientId),
      customerCode: customer.customerCode,
      webClientId: webClient.webClientId,
      newsOptinDate: webClient.newsOptinDate ? webClient.newsOptinDate.toISOString() : null,
    };
  }

  /** Storefront §4 Logout: every token of the customer signed so far stops working, on every instance. */
  async logout(claims: TokenClaims): Promise<void> {
    await this.deps.customers.revokeTokens(claims.customerId);
  }

  /** The token still names an existing account as signed (checked on every bearer request). */
  isCurrent(claims: TokenClaims): Promise<boolean> {
    return this.deps.customers.sessionIsCurrent(claims);
  }
}
