/**
 * What a signed-in customer reads about itself (storefront §3 User info; the web client and
 * its profile are ProfileService's). Everything is looked up from the token's customer and web client, and the web
 * client must belong to that customer: a token is never a way to read someone else's data.
 */
import type { TokenClaims, UserInfo } from '@trama/shared/contract';
import type { DiscountService } from '../discounts/discount-service.ts';
import { unauthorized } from '../errors.ts';
import type { CustomerRepository, CustomerRow, WebClientRow } from './customer-repository.ts';

export class AccountService {
  private readonly customers: CustomerRepository;
  private readonly discounts: DiscountService;

  constructor(customers: CustomerRepository, discounts: DiscountService) {
    this.customers = customers;
    this.discounts = discounts;
  }

  async userInfo(claims: TokenClaims): Promise<UserInfo> {
    const { customer, webClient } = await this.owned(claims);
    return {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      discountCodes: await this.discounts.customerCodes(webClient.brandId, webClient.webClientId),
      customerCode: customer.customerCode,
      webClientId: webClient.webClientId,
      newsOptinDate: webClient.newsOptinDate ? webClient.newsOptinDate.toISOString() : null,
    };
  }

  /** Storefront §4 Logout: every token of the customer signed so far stops working, on every instance. */
  async logout(claims: TokenClaims): Promise<void> {
    await this.customers.revokeTokens(claims.customerId);
  }

  /** The token still names an existing account as signed (checked on every bearer request). */
  isCurrent(claims: TokenClaims): Promise<boolean> {
    return this.customers.sessionIsCurrent(claims);
  }

  private async owned(claims: TokenClaims): Promise<{ customer: CustomerRow; webClient: WebClientRow }> {
    const [customer, webClient] = await Promise.all([
      this.customers.findById(claims.customerId),
      this.customers.findWebClient(claims.webClientId),
    ]);
    if (!customer || !webClient || webClient.customerId !== customer.customerId || customer.email !== claims.sub) {
      throw unauthorized('UNAUTHORIZED', 'The token does not match an account.');
    }
    return { customer, webClient };
  }
}
