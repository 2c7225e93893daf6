/**
 * Password reset and change (storefront §4 Password reset, §7; account §4, §5, §8). The reset
 * request answers the same whether or not the e-mail has an account, so it cannot be used to
 * find out who shops here.
 */
import type { PasswordChangeRequest, PasswordResetFinishRequest, PasswordResetInitRequest, TokenClaims } from '@trama/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitConfig } from '../../config.ts';
import { AppError, badRequest, unauthorized } from '../errors.ts';
import { passwordResetMail } from '../mail/account-mails.ts';
import type { NewsletterService } from '../newsletter/newsletter-service.ts';
import { Service } from '../service.ts';
import { subscribeOptIns } from './newsletter-opt-ins.ts';
import type { Mailer } from '../mail/mailer.ts';
import { bucketPart, type RateLimiter } from '../rate-limits/limits.ts';
import { assertLookupEmail, normaliseEmail } from './account-rules.ts';
import type { RequestOrigin } from './auth-service.ts';
import type { CustomerRepository } from './customer-repository.ts';
import type { MailedKeyRepository } from './mailed-key-repository.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { assertNewPassword } from './password-policy.ts';
import type { SessionIssuer } from './session-issuer.ts';

/** The dictionary's "password cannot be changed because the user is not multisite" (its key is not in the spec). */
export const NOT_MULTISITE_KEY = 'mesInformations.notMultisite';

/** A reset link is meant to be used right away. */
export const RESET_KEY_TTL_SECONDS = 2 * 3_600;

export interface ResetInitAnswer {
  status: 'RESET_PASSWORD_EMAIL_SENT';
}

export interface PasswordServiceDeps {
  customers: CustomerRepository;
  keys: MailedKeyRepository;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitConfig;
  newsletter: NewsletterService;
  log: FastifyBaseLogger;
  sessions: SessionIssuer;
}

export class PasswordService extends Service<PasswordServiceDeps> {
  /** Mails a reset link when the e-mail has an account (legacy ones included); always the same answer. */
  async resetInit(request: PasswordResetInitRequest, from: RequestOrigin & { language: string | null }): Promise<ResetInitAnswer> {
    const email = normaliseEmail(request.mail);
    assertLookupEmail(email);
    const { rateLimiter, rateLimits } = this.deps;
    await rateLimiter.enforce([
      { bucket: `reset:email:${bucketPart(email)}`, limit: rateLimits.resetPerEmail },
      { bucket: `reset:ip:${bucketPart(from.ip)}`, limit: rateLimits.resetPerIp },
    ]);
    const customer = await this.deps.customers.findByEmail(email);
    if (customer) {
      const key = await this.deps.keys.createResetKey(customer.customerId, RESET_KEY_TTL_SECONDS);
      const mail = passwordResetMail({
        to: email,
        // Issue 29 §4: anyone can register any address; the typed name is shown only once the address is confirmed.
        firstName: customer.activated ? customer.firstName : null,
        language: from.language ?? customer.langKey,
        origin: from.origin,
        key,
      });
      try {
        await this.deps.mailer.send(mail);
      } catch (error) {
        // Answering differently would tell the caller the account exists.
        this.deps.log.error({ err: error, kind: mail.kind }, 'password reset e-mail could not be sent');
      }
    }
    return { status: 'RESET_PASSWORD_EMAIL_SENT' };
  }

  /** Sets the password with a single-use key; also activates the account. 400 RESET_KEY_INVALID (forgotPassword.6). */
  async resetFinish(request: PasswordResetFinishRequest): Promise<{ resetFinish: true }> {
    // Checked before the key is spent, so a refused password does not burn the link.
    assertNewPassword(request.newPassword);
    const customerId = await this.deps.keys.resetPassword(request.key, await hashPassword(request.newPassword));
    if (customerId === null) {
      throw badRequest('RESET_KEY_INVALID', 'The reset key is unknown, already used or expired.', 'forgotPassword.6');
    }
    // A reset also activates (storefront §4): the link proved the address, as an activation does (issue 29 §12).
    await subscribeOptIns(this.deps, customerId);
    return { resetFinish: true };
  }

  /**
   * Account §5: refused for a customer who is not multisite (403 PASSWORD_CHANGE_NOT_MULTISITE);
   * the current password must be right (else mesInformations.18); the new one follows
   * the password policy. Every earlier token dies; the answer carries a fresh one for this session,
   * expiring when the old one would have, so the shopper stays signed in here and only here.
   */
  async change(claims: TokenClaims, request: PasswordChangeRequest): Promise<{ changed: true; id_token: string }> {
    const [customer, webClient] = await Promise.all([
      this.deps.customers.findById(claims.customerId),
      this.deps.customers.findWebClient(claims.webClientId),
    ]);
    if (!customer || !webClient || webClient.customerId !== customer.customerId) {
      throw unauthorized('UNAUTHORIZED', 'The account of this token no longer exists.');
    }
    // Account §5 / §6: "a password change is blocked for a user who is not multisite". The
    // password is the group's (one per customer, every brand); only a customer who joined the
    // group's sites (multisiteOptin Y, a web client per brand) may change it from a brand's site.
    if (webClient.multisiteOptin !== 'Y') {
      throw new AppError(403, 'PASSWORD_CHANGE_NOT_MULTISITE', 'This account is not multisite: its password cannot be changed here.', {
        messageKey: NOT_MULTISITE_KEY,
      });
    }
    assertNewPassword(request.newPassword);
    // A stolen token must not become a way to guess the password without the sign-in limits.
    await this.deps.rateLimiter.enforce([{ bucket: `authenticate:email:${bucketPart(customer.email)}`, limit: this.deps.rateLimits.authenticatePerEmail }]);
    const currentOk = customer.passwordHash !== null && (await verifyPassword(request.currentPassword, customer.passwordHash));
    if (!currentOk) {
      throw new AppError(400, 'WRONG_PASSWORD', 'The current password is not right.', { messageKey: 'mesInformations.18' });
    }
    const updated = await this.deps.customers.setPassword(customer.customerId, await hashPassword(request.newPassword));
    if (!updated) throw unauthorized('UNAUTHORIZED', 'The account of this token no longer exists.');
    const now = new Date();
    const remainingSeconds = Math.max(1, claims.exp - Math.floor(now.getTime() / 1000));
    return { changed: true, id_token: await this.deps.sessions.issue(updated, claims.brandId, remainingSeconds, now) };
  }
}
