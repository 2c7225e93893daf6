/**
 * Another API instance on a test app's database (architecture §5: any number of stateless
 * instances on one PostgreSQL), for the tests that a write on one is seen by the other.
 */
import { buildApp } from '../../src/app.ts';
import { paymentConfigFromEnv } from '../../src/domain/payments/payment-config.ts';
import { testAuthConfig, testSecurityConfig, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * A second app on `t`'s database and site folders, built like createTestApp builds `t` (pass the
 * same options). Its close() closes only this instance: the database stays `t`'s to drop.
 */
export async function secondInstance(t: TestApp, options: Pick<TestAppOptions, 'auth' | 'security'> = {}): Promise<TestApp> {
  const app = await buildApp({
    databaseUrl: t.database.url,
    paths: t.paths,
    poolSize: 4,
    auth: testAuthConfig(options.auth),
    security: testSecurityConfig(options.security),
    payments: { config: paymentConfigFromEnv({}) },
  });
  await app.ready();
  await app.searchIndex.whenReady();
  return { ...t, app, close: () => app.close() };
}

/** Polls `check` until it stops throwing, for at most `timeoutMs`; the last failure is thrown. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 2_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
