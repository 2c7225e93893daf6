/** Every database the tests create is named trama_test_<vitest pid>_…, so teardown finds them all. */
export const TEST_DATABASE_PREFIX = 'trama_test_';

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
