import fp from 'fastify-plugin';
import type { AuthConfig } from '../../config.ts';
import { AccountService } from './account-service.ts';
import { AuthService } from './auth-service.ts';
import { CustomerRepository } from './customer-repository.ts';
import { jwtSecretSource } from './jwt-secret.ts';
import { MailedKeyRepository } from './mailed-key-repository.ts';
import { PasswordService } from './password-service.ts';
import { ProfileService } from './profile-service.ts';
import { SessionIssuer } from './session-issuer.ts';
import { SealedCookies } from './social/sealed-cookie.ts';
import { SocialSignInService } from './social/social-sign-in-service.ts';
import { SignInLog } from './sign-in-log.ts';
import { TokenService } from './token-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokenService: TokenService;
    authService: AuthService;
    passwordService: PasswordService;
    accountService: AccountService;
    profileService: ProfileService;
    socialSignInService: SocialSignInService;
  }
}

export default fp<{ auth: AuthConfig }>(
  async (app, { auth }) => {
    const secret = jwtSecretSource(app.db, auth);
    const tokens = new TokenService(secret);
    const customers = new CustomerRepository(app.db);
    const keys = new MailedKeyRepository(app.db);
    const sessions = new SessionIssuer(customers, tokens, auth);
    const shared = { customers, keys, mailer: app.mailer, rateLimiter: app.rateLimiter, rateLimits: auth.rateLimits, newsletter: app.newsletterService, log: app.log };
    app.decorate('tokenService', tokens);
    app.decorate('authService', new AuthService({ ...shared, sessions, signIns: new SignInLog(app.db), brands: app.brandService }));
    app.decorate('passwordService', new PasswordService({ ...shared, sessions }));
    app.decorate(
      'socialSignInService',
      new SocialSignInService({
        providers: auth.social ?? [],
        publicUrl: app.publicUrl,
        cookies: new SealedCookies(secret),
        customers,
        sessions,
        brands: app.brandService,
        log: app.log,
      }),
    );
    app.decorate('accountService', new AccountService({ customers, discounts: app.discountService }));
    app.decorate(
      'profileService',
      new ProfileService({ customers, discounts: app.discountService, stores: app.storeService, newsletter: app.newsletterService, log: app.log }),
    );
  },
  { name: 'auth-domain', dependencies: ['db', 'brand-domain', 'discount-domain', 'mail-domain', 'rate-limit-domain', 'store-domain', 'newsletter-domain'] },
);
