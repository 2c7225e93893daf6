/**
 * A real app on its own database and its own site folders (flags, registry, deploy, shell),
 * so a test can edit those files without touching the repository or other test files.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import {
  authConfigFromEnv,
  REPO_ROOT,
  releaseWatchConfigFromEnv,
  securityConfigFromEnv,
  type AuthConfig,
  type RateLimitConfig,
  type ReleaseWatchConfig,
  type SecurityConfig,
  type SitePaths,
} from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import type { PaymentDomainOptions } from '../../src/domain/payments/index.ts';
import { paymentConfigFromEnv } from '../../src/domain/payments/payment-config.ts';

export interface TestApp {
  app: FastifyInstance;
  paths: SitePaths;
  database: TestDatabase;
  /** Writes a file relative to the fixture root (parents created). */
  write(relative: string, content: string | Buffer): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Copy the repository's config/flags.json into the fixture (default true). */
  withFlags?: boolean;
  /** Auth settings over the defaults of an empty environment (no JWT_SECRET, SMTP_URL or PUBLIC_URL, not production). */
  auth?: Partial<Omit<AuthConfig, 'rateLimits'>> & { rateLimits?: Partial<RateLimitConfig> };
  /** Headers and body limit over the defaults of an empty environment (not production, no extra CSP origins). */
  security?: Partial<SecurityConfig>;
  /** Payment domain options; default: the sandbox, whatever ADYEN_* or PAYMENT_PROVIDER the shell exports. */
  payments?: PaymentDomainOptions;
  /** Site folders over the fixture's own (e.g. the repository's built shell/dist). */
  sitePaths?: Partial<SitePaths>;
  /** Product photos' folder (default: MEDIA_DIR or <repo>/data/media, the machine's demo photo cache). */
  media?: BuildAppOptions['media'];
  /** Team token and auto-rollback limits over the defaults of an empty environment (issue 33 §3). */
  releases?: Partial<ReleaseWatchConfig>;
}

/**
 * Issue 29 §5 limits of the visitor forms (contact, newsletter, booking) lifted: for files that test
 * the forms themselves, all from 127.0.0.1 within a minute. test/routes/form-rate-limits.test.ts
 * tests the limits.
 */
export const FORM_LIMITS_LIFTED: Partial<RateLimitConfig> = {
  contactPerEmail: 10_000,
  contactPerIp: 10_000,
  newsletterPerEmail: 10_000,
  newsletterPerIp: 10_000,
  shopperPerEmail: 10_000,
  shopperPerIp: 10_000,
};

/** The defaults whatever the shell running the tests exports, so a developer's JWT_SECRET or SMTP_URL changes nothing. */
export function testAuthConfig(overrides: TestAppOptions['auth'] = {}): AuthConfig {
  const defaults = authConfigFromEnv({});
  return { ...defaults, ...overrides, rateLimits: { ...defaults.rateLimits, ...overrides.rateLimits } };
}

export const testSecurityConfig = (overrides: Partial<SecurityConfig> = {}): SecurityConfig => ({ ...securityConfigFromEnv({}), ...overrides });

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const root = await mkdtemp(path.join(tmpdir(), 'trama-api-site-'));
  const paths: SitePaths = {
    flagsFile: path.join(root, 'config/flags.json'),
    registryFile: path.join(root, 'deploy/registry.json'),
    deployDir: path.join(root, 'deploy'),
    shellDist: path.join(root, 'shell/dist'),
    ...options.sitePaths,
  };
  if (options.withFlags ?? true) {
    await mkdir(path.dirname(paths.flagsFile), { recursive: true });
    await copyFile(path.join(REPO_ROOT, 'config/flags.json'), paths.flagsFile);
  }
  const database = await createTestDatabase();
  const app = await buildApp({
    databaseUrl: database.url,
    paths,
    poolSize: 4,
    auth: testAuthConfig(options.auth),
    security: testSecurityConfig(options.security),
    payments: options.payments ?? { config: paymentConfigFromEnv({}) },
    media: options.media,
    releases: { ...releaseWatchConfigFromEnv({}), ...options.releases },
  });
  await app.ready();
  // Search answers from the in-process index once it is built (issue 18 §1): tests see that path.
  await app.searchIndex.whenReady();
  return {
    app,
    paths,
    database,
    async write(relative, content) {
      const file = path.join(root, relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
      return file;
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * The file's app, as most files want it: created before the file's tests (after any hook registered
 * earlier), closed after them. The object is filled in by that hook, so read it in tests and hooks only.
 */
export function testAppForFile(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close?.());
  return t;
}
