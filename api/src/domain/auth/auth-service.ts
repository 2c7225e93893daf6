/**
 * E-mail check, registration, activation and sign-in (storefront §4 Login, Account creation;
 * §7 checkemail, register, activate, authenticate).
 */
import type {
  ActivationResponse,
  CheckEmailRequest,
  CheckEmailResponse,
  LoginRequest,
  LoginResponse,
  RegistrationRequest,
} from '@trama/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitConfig } from '../../config.ts';
import type { BrandService } from '../brands/brand-service.ts';
import { AppError, badRequest } from '../errors.ts';
import { activationMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { bucketPart, type RateLimiter } from '../rate-limits/limits.ts';
import { Service } from '../service.ts';
import { assertLookupEmail, assertRegistration, normaliseEmail } from './account-rules.ts';
import type { CustomerRepository } from './customer-repository.ts';
import type { MailedKeyRepository } from './mailed-key-repository.ts';
import type { NewsletterService } from '../newsletter/newsletter-service.ts';
import { subscribeOptIns } from './newsletter-opt-ins.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher.ts';
import { tokenValiditySeconds, type SessionIssuer } from './session-issuer.ts';
import { assertSignInContext, type SignInLog } from './sign-in-log.ts';

/** An activation link stays usable for a week. */
export const ACTIVATION_KEY_TTL_SECONDS = 7 * 86_400;

export interface RequestOrigin {
  /** Client address, for the per-IP rate limits. */
  ip: string;
  /** Site origin for mailed links: PUBLIC_URL (config.ts), never the request's Host. */
  origin: string;
}

export interface RegistrationAnswer {
  email: string;
  activated: false;
}

/** One answer for an unknown e-mail, a legacy account without password and a wrong password. */
export const badCredentials = () => new AppError(401, 'BAD_CREDENTIALS', 'Wrong e-mail or password.', { messageKey: 'signIn.1' });

export interface AuthServiceDeps {
  customers: CustomerRepository;
  keys: MailedKeyRepository;
  sessions: SessionIssuer;
  signIns: SignInLog;
  brands: BrandService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitConfig;
  newsletter: NewsletterService;
  log: FastifyBaseLogger;
}

export class AuthService extends Service<AuthServiceDeps> {
  /** Storefront §4 Connection status: NEW_USER, EXISTING_USER, or LEGACY_USER (no password yet). */
  async checkEmail(request: CheckEmailRequest, from: Pick<RequestOrigin, 'ip'>): Promise<CheckEmailResponse> {
    const email = normaliseEmail(request.email);
    assertLookupEmail(email);
    const { rateLimiter, rateLimits } = this.deps;
    await rateLimiter.enforce([{ bucket: `checkemail:ip:${bucketPart(from.ip)}`, limit: rateLimits.checkEmailPerIp }]);
    const customer = await this.deps.customers.findByEmail(email);
    if (!customer) return { status: 'NEW_USER' };
    return { status: customer.passwordHash === null ? 'LEGACY_USER' : 'EXISTING_USER' };
  }

  /**
   * A customer not yet activated, its web client for the brand (one per group brand with
   * multisiteOptin Y), and the activation e-mail. 409 ACCOUNT_EXISTS (forgotPassword.1) when
   * the e-mail is taken; 429 past the per-e-mail or per-IP limit. Only the listed fields are read: nothing else in the body reaches the row.
   */
  async register(request: RegistrationRequest, from: RequestOrigin): Promise<RegistrationAnswer> {
    const email = normaliseEmail(request.email);
    assertRegistration(request, email);
    // Counted before the e-mail is looked up: 409 ACCOUNT_EXISTS must not answer an enumeration at will.
    const { rateLimiter, rateLimits } = this.deps;
    await rateLimiter.enforce([
      { bucket: `register:email:${bucketPart(email)}`, limit: rateLimits.registerPerEmail },
      { bucket: `register:ip:${bucketPart(from.ip)}`, limit: rateLimits.registerPerIp },
    ]);
    const web = request.webClientRequest;
    const group = await this.deps.customers.groupOf(web.brandId);
    if (!group) await this.deps.brands.assertExists(web.brandId);
    if (await this.deps.customers.findByEmail(email)) throw accountExists();

    const customer = await this.deps.customers.create(
      {
        email,
        passwordHash: await hashPassword(request.password),
        firstName: request.firstName.trim(),
        lastName: request.lastName.trim(),
        gender: request.gender,
        birthdate: request.birthdate,
        langKey: request.langKey,
        customerCode: request.customerCode.trim() || group!.customerCode,
        activated: false,
      },
      web.multisiteOptin === 'Y' ? group!.brandIds : [web.brandId],
      {
        preferredStoreId: web.preferredStoreId,
        multisiteOptin: web.multisiteOptin,
        dataOptin: web.dataOptin,
        newsOptin: web.newsOptin,
        newsOptinDate: web.newsOptin === 'Y' ? new Date() : null,
        multisiteOptinDate: web.multisiteOptin === 'Y' ? new Date() : null,
        country: web.country.trim().toUpperCase() || 'IT',
      },
    );
    if (!customer) throw accountExists();

    const key = await this.deps.keys.createActivationKey(customer.customerId, ACTIVATION_KEY_TTL_SECONDS);
    const mail = activationMail({ to: email, firstName: null, language: request.langKey, origin: from.origin, key });
    try {
      await this.deps.mailer.send(mail);
    } catch (error) {
      // The account exists either way; a password reset also activates it, so the shopper is not stuck.
      this.deps.log.error({ err: error, kind: mail.kind }, 'activation e-mail could not be sent');
    }
    return { email, activated: false };
  }

  /** Storefront §4 Account creation: the key activates the account, then the shopper is signed in. */
  async activate(key: string, brandId: number): Promise<ActivationResponse> {
    const customerId = await this.deps.keys.activate(key);
    const customer = customerId === null ? undefined : await this.deps.customers.findById(customerId);
    if (!customer) throw badRequest('ACTIVATION_KEY_INVALID', 'The activation key is unknown, already used or expired.');
    // Issue 29 §12: the link proved the address, so a ticked newsletter box now subscribes it.
    await subscribeOptIns(this.deps, customer.customerId);
    const group = await this.deps.customers.groupOf(brandId);
    return { activated: true, id_token: await this.deps.sessions.issue(customer, group ? brandId : (await this.firstBrand(customer.customerId))) };
  }

  /**
   * Storefront §4 Login. Wrong password, unknown e-mail and legacy account all get the same 401
   * after the same scrypt work; a right password on an account not activated is 403.
   */
  async authenticate(request: LoginRequest, from: Pick<RequestOrigin, 'ip'>): Promise<LoginResponse> {
    const email = normaliseEmail(request.username);
    const context = assertSignInContext(request);
    const { rateLimiter, rateLimits } = this.deps;
    await rateLimiter.enforce([
      { bucket: `authenticate:email:${bucketPart(email)}`, limit: rateLimits.authenticatePerEmail },
      { bucket: `authenticate:ip:${bucketPart(from.ip)}`, limit: rateLimits.authenticatePerIp },
    ]);
    await this.deps.brands.assertExists(request.brandId);
    const customer = await this.deps.customers.findByEmail(email);
    const passwordOk = customer?.passwordHash
      ? await verifyPassword(request.password, customer.passwordHash)
      : await verifyAgainstDecoy(request.password);
    if (!customer || !passwordOk) throw badCredentials();
    if (!customer.activated) {
      throw new AppError(403, 'ACCOUNT_NOT_ACTIVATED', 'The account is not activated yet: follow the link of the activation e-mail.', {
        messageKey: 'signIn.notActivated',
      });
    }
    const validity = tokenValiditySeconds(this.deps.sessions.policy, request.rememberMe, request.tokenValidityInMilliseconds);
    const now = new Date();
    const token = await this.deps.sessions.issue(customer, request.brandId, validity, now);
    await this.deps.signIns.record(customer.customerId, request.brandId, context, new Date(now.getTime() + validity * 1000), now);
    return { id_token: token };
  }

  private async firstBrand(customerId: number): Promise<number> {
    const [first] = await this.deps.customers.webClients(customerId);
    return first!.brandId;
  }
}

const accountExists = () =>
  new AppError(409, 'ACCOUNT_EXISTS', 'An account with this e-mail already exists.', { messageKey: 'forgotPassword.1' });
