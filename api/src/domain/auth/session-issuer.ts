/** Signs the id_token of a customer on a brand, for sign-in and for activation's automatic login. */
import type { AuthConfig } from '../../config.ts';
import type { CustomerRepository, CustomerRow } from './customer-repository.ts';
import type { TokenService } from './token-service.ts';

export type TokenPolicy = Pick<AuthConfig, 'tokenValiditySeconds' | 'rememberMeValiditySeconds' | 'maxTokenValiditySeconds'>;

/**
 * Storefront §3 Login request: rememberMe and tokenValidityInMilliseconds are honoured, but no
 * token outlives the server maximum.
 */
export function tokenValiditySeconds(policy: TokenPolicy, rememberMe: boolean, requestedMs?: number): number {
  const wanted = requestedMs !== undefined ? Math.ceil(requestedMs / 1000) : rememberMe ? policy.rememberMeValiditySeconds : policy.tokenValiditySeconds;
  return Math.max(1, Math.min(wanted, policy.maxTokenValiditySeconds));
}

export class SessionIssuer {
  private readonly customers: CustomerRepository;
  private readonly tokens: TokenService;
  readonly policy: TokenPolicy;

  constructor(customers: CustomerRepository, tokens: TokenService, policy: TokenPolicy) {
    this.customers = customers;
    this.tokens = tokens;
    this.policy = policy;
  }

  /** The brand's web client is created on the fly for a group customer new to that brand. */
  async issue(customer: CustomerRow, brandId: number, validitySeconds: number = this.policy.tokenValiditySeconds, now: Date = new Date()): Promise<string> {
    const webClient = await this.customers.webClientForBrand(customer.customerId, brandId);
    return this.tokens.sign(
      { email: customer.email, customerId: customer.customerId, webClientId: webClient.webClientId, brandId, tokenVersion: customer.tokenVersion },
      validitySeconds,
      now,
    );
  }
}
