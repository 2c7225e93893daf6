/**
 * buildApp(): the whole HTTP application on an existing, migrated database. No listen, no
 * database server: server.ts and the tests own those.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  authConfigFromEnv,
  contactConfigFromEnv,
  type ContactConfig,
  missingPublicUrl,
  normalisedPublicUrl,
  releaseWatchConfigFromEnv,
  securityConfigFromEnv,
  type ReleaseWatchConfig,
  type AuthConfig,
  type SecurityConfig,
  type SitePaths,
} from './config.ts';
import addressDomain from './domain/addresses/index.ts';
import captchaDomain from './domain/captcha/index.ts';
import contactDomain from './domain/contact/index.ts';
import helpDeskDomain from './domain/help-desk/index.ts';
import contactRoutes from './routes/contact/index.ts';
import shopperDomain from './domain/shopper/index.ts';
import shopperRoutes from './routes/shopper/index.ts';
import authDomain from './domain/auth/index.ts';
import basketDomain from './domain/basket/index.ts';
import brandDomain from './domain/brands/index.ts';
import catalogueDomain from './domain/catalogue/index.ts';
import clickstreamDomain from './domain/clickstream/index.ts';
import contentDomain from './domain/content/index.ts';
import discountDomain from './domain/discounts/index.ts';
import flagDomain from './domain/flags/index.ts';
import mailDomain from './domain/mail/index.ts';
import loyaltyDomain from './domain/loyalty/index.ts';
import menuDomain from './domain/menu/index.ts';
import newsletterDomain from './domain/newsletter/index.ts';
import orderDomain from './domain/orders/index.ts';
import receiptDomain from './domain/receipts/index.ts';
import returnDomain from './domain/returns/index.ts';
import catalogueListDomain from './domain/catalogues/index.ts';
import paymentDomain, { type PaymentDomainOptions } from './domain/payments/index.ts';
import rateLimitDomain from './domain/rate-limits/index.ts';
import remoteDomain from './domain/remotes/index.ts';
import releaseWatchDomain from './domain/release-watch/index.ts';
import seoDomain from './domain/seo/index.ts';
import geoDomain from './domain/geo/index.ts';
import storeDomain from './domain/stores/index.ts';
import { extraOriginsEverywhere, withMapTiles } from './domain/security/content-security-policy.ts';
import auth from './plugins/auth.ts';
import cacheInvalidation from './plugins/cache-invalidation.ts';
import db from './plugins/db.ts';
import errors, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors.ts';
import { contentSecurityPolicyHeader, securityHeaders, withMarketingSources } from './plugins/security-headers.ts';
import staticSite from './plugins/static-site.ts';
import swagger from './plugins/swagger.ts';
import './routes/common/public-url.ts';
import textGuard from './plugins/text-guard.ts';
import accountRoutes from './routes/account/index.ts';
import addressRoutes from './routes/addresses/index.ts';
import authRoutes from './routes/auth/index.ts';
import basketRoutes from './routes/basket/index.ts';
import brandRoutes from './routes/brands/index.ts';
import catalogueRoutes from './routes/catalogue/index.ts';
import clickstreamRoutes from './routes/clickstream/index.ts';
import contentRoutes from './routes/content/index.ts';
import devMailboxRoutes from './routes/dev-mailbox/index.ts';
import devReleaseRoutes from './routes/dev-releases/index.ts';
import { isLocalhostOrigin } from './routes/dev-mailbox/local-only.ts';
import discountRoutes from './routes/discounts/index.ts';
import healthRoutes from './routes/health/index.ts';
import loyaltyRoutes from './routes/loyalty/index.ts';
import mediaRoutes, { type MediaRouteOptions } from './routes/media/index.ts';
import marketingRoutes from './routes/marketing/index.ts';
import menuRoutes from './routes/menu/index.ts';
import newsletterRoutes from './routes/newsletter/index.ts';
import ofrepRoutes from './routes/ofrep/index.ts';
import orderRoutes from './routes/orders/index.ts';
import storeSaleRoutes from './routes/store-sales/index.ts';
import returnRoutes from './routes/returns/index.ts';
import fileRoutes from './routes/files/index.ts';
import catalogueListRoutes from './routes/catalogues/index.ts';
import paymentRoutes from './routes/payments/index.ts';
import productRoutes from './routes/product/index.ts';
import remoteRoutes from './routes/remotes/index.ts';
import remoteReportRoutes from './routes/remote-reports/index.ts';
import seoRoutes from './routes/seo/index.ts';
import storeRoutes from './routes/stores/index.ts';
import geoRoutes from './routes/geo/index.ts';
import socialSignInRoutes from './routes/social-sign-in/index.ts';

export interface BuildAppOptions {
  databaseUrl: string;
  paths: SitePaths;
  logger?: FastifyServerOptions['logger'];
  /** One log line per request (default false: errors are logged either way). */
  requestLogging?: boolean;
  poolSize?: number;
  /** Tokens, e-mail and rate limits; default: from the environment (README). */
  auth?: AuthConfig;
  /** Response headers and body limit; default: from the environment (README Security). */
  security?: SecurityConfig;
  /** Payment provider and its keys; default: from the environment (docs/payments.md). */
  payments?: PaymentDomainOptions;
  /** Contact captcha and help-desk forwarding; default: from the environment (README). */
  contact?: ContactConfig;
  /** Product photos' folder and the demo photos' warm-up (docs/media.md); default: MEDIA_DIR, no warm-up. */
  media?: MediaRouteOptions;
  /** Issue 33 §3: the team token and the canary auto-rollback's limits; default: from the environment (README). */
  releases?: ReleaseWatchConfig;
}


export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const authConfig = options.auth ?? authConfigFromEnv();
  const securityConfig = options.security ?? securityConfigFromEnv();
  // Links in e-mails come only from PUBLIC_URL (never the Host header): checked here too for a
  // configuration built in code.
  if (!authConfig.publicUrl) {
    if (authConfig.production) throw missingPublicUrl();
    throw new Error('AuthConfig.publicUrl is empty: use authConfigFromEnv() or set PUBLIC_URL');
  }
  const publicUrl = normalisedPublicUrl(authConfig.publicUrl);
  const app = Fastify({
    // Every request body is JSON and small (the biggest, a 100-line basket, is ~6 KiB): above
    // the limit the body is not read, 413 PAYLOAD_TOO_LARGE.
    bodyLimit: securityConfig.bodyLimit,
    // Issue 31 §2: the client is the address a trusted proxy forwards (TRUST_PROXY, loopback by
    // default); an X-Forwarded-For from anyone else is ignored (request.ip stays the peer). The
    // rate limits and the first-visit country read request.ip.
    trustProxy: securityConfig.trustProxy.length > 0 ? securityConfig.trustProxy : false,
    // Issue 29 §2: request line and headers together at most 16 KiB (Node's default, said here so
    // it stays so): beyond it Node answers 431 before any route. A request that takes over 30 s
    // to arrive (a client trickling bytes) is cut. Page URLs have tighter limits of their own
    // (plugins/page-url-limits.ts).
    http: { maxHeaderSize: 16 * 1024 },
    requestTimeout: 30_000,
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.requestLogging }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
    // Errors raised before routing (bad %-encoding, a refused HTTP request) in the shop's error
    // shape with the security headers: no hook runs for them.
    frameworkErrors: frameworkErrorHandler(securityConfig.production),
    clientErrorHandler: clientErrorHandler(securityConfig.production),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('publicUrl', publicUrl);
  await app.register(errors);
  // Issue 32 §3: helmet's headers from the very first hook, so an answer refused by any later hook has them.
  await app.register(securityHeaders, { production: securityConfig.production });
  // First hook of every request: a NUL or a lone surrogate anywhere is a 400 before any route hook.
  await app.register(textGuard);
  // JSON only: a text/plain body (a "simple" cross-site form post) is 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Quality 4 keeps on-the-fly brotli cheap; pre-compressed files (.br/.gz) are served as they are.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(swagger);
  await app.register(db, { connectionString: options.databaseUrl, poolSize: options.poolSize });
  // Before the domains: each registers its in-process caches there (issue 18 §4, docs/caching.md).
  await app.register(cacheInvalidation, { connectionString: options.databaseUrl });
  // Before the domains that count requests: sign-in and the visitor forms (issue 29 §5).
  await app.register(rateLimitDomain, { rateLimits: authConfig.rateLimits });

  await app.register(brandDomain);
  await app.register(menuDomain);
  await app.register(contentDomain);
  await app.register(geoDomain);
  await app.register(storeDomain);
  await app.register(seoDomain);
  // The newsletter forms spend a captcha like the contact form (storefront §4 Newsletter).
  const contactConfig = options.contact ?? contactConfigFromEnv();
  await app.register(captchaDomain, { contact: contactConfig });
  await app.register(catalogueDomain);
  await app.register(clickstreamDomain);
  await app.register(flagDomain, { flagsFile: options.paths.flagsFile });
  await app.register(remoteDomain, { registryFile: options.paths.registryFile });
  const releaseConfig = options.releases ?? releaseWatchConfigFromEnv();
  await app.register(releaseWatchDomain, {
    files: { registryFile: options.paths.registryFile, flagsFile: options.paths.flagsFile },
    limits: { failureThreshold: releaseConfig.failureThreshold, minRequests: releaseConfig.minRequests },
  });
  await app.register(discountDomain);
  await app.register(basketDomain);
  await app.register(mailDomain, { smtpUrl: authConfig.smtpUrl, mailFrom: authConfig.mailFrom });
  // After the mailer: a form's subscription is confirmed by e-mail (issue 29 §6).
  await app.register(newsletterDomain);
  await app.register(addressDomain);
  await app.register(orderDomain);
  await app.register(receiptDomain);
  await app.register(returnDomain);
  await app.register(catalogueListDomain);
  await app.register(paymentDomain, options.payments ?? {});
  await app.register(loyaltyDomain);
  await app.register(authDomain, { auth: authConfig });
  await app.register(auth);
  await app.register(helpDeskDomain, { contact: contactConfig });
  await app.register(contactDomain);
  await app.register(shopperDomain);
  await app.register(contentSecurityPolicyHeader, {
    shellDist: options.paths.shellDist,
    production: securityConfig.production,
    extraSources: withMarketingSources(
      withMapTiles(extraOriginsEverywhere(securityConfig.cspExtraOrigins), securityConfig.mapTileSource),
      securityConfig,
    ),
  });

  await app.register(healthRoutes);
  await app.register(menuRoutes);
  await app.register(contentRoutes);
  await app.register(brandRoutes);
  await app.register(storeRoutes);
  await app.register(geoRoutes);
  await app.register(newsletterRoutes);
  await app.register(catalogueRoutes);
  await app.register(productRoutes);
  await app.register(clickstreamRoutes);
  await app.register(marketingRoutes, { marketing: securityConfig });
  await app.register(discountRoutes);
  await app.register(basketRoutes);
  await app.register(authRoutes, { publicUrl });
  await app.register(socialSignInRoutes);
  await app.register(accountRoutes, { publicUrl });
  await app.register(contactRoutes);
  await app.register(shopperRoutes);
  await app.register(addressRoutes);
  await app.register(orderRoutes);
  await app.register(storeSaleRoutes);
  await app.register(returnRoutes);
  await app.register(fileRoutes);
  await app.register(catalogueListRoutes);
  await app.register(paymentRoutes);
  await app.register(loyaltyRoutes);
  // The local mailbox shows reset links: never in production, nor for a shop whose public address
  // is not this machine (issue 29 §7; the routes also refuse proxied and remote clients).
  if (!authConfig.production && isLocalhostOrigin(publicUrl)) await app.register(devMailboxRoutes);
  await app.register(remoteRoutes);
  // Issue 33 §3: the browsers' reports per remote build, and the team's view of its releases.
  await app.register(remoteReportRoutes);
  await app.register(devReleaseRoutes, { access: releaseConfig });
  await app.register(ofrepRoutes);
  await app.register(mediaRoutes, options.media ?? {});
  // Issue 13 §7: /robots.txt and /sitemap*.xml, static paths that win over the static site's /*.
  await app.register(seoRoutes);
  await app.register(staticSite, { deployDir: options.paths.deployDir, shellDist: options.paths.shellDist });

  return app;
}
