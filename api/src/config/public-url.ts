/** PUBLIC_URL: the origin of every link the API writes into an e-mail (README). */
import { portFrom } from './env-values.ts';

/**
 * PUBLIC_URL checked and normalised to an origin (https://shop.example): absolute http(s), no
 * path, query, fragment or credentials. A link in an e-mail is built as `${publicUrl}/it/…`.
 */
export function normalisedPublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://shop.example, got '${value}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must start with https:// or http://, got '${value}'`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || value.includes('?') || value.includes('#')) {
    throw new Error(`PUBLIC_URL must be the shop's origin only (no path, query, fragment or credentials), got '${value}'`);
  }
  return url.origin;
}

/** PUBLIC_URL; in production it must be set, elsewhere the local shop is the default. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_URL) return normalisedPublicUrl(env.PUBLIC_URL);
  if (env.NODE_ENV === 'production') throw missingPublicUrl();
  return `http://localhost:${portFrom(env.PORT, 8080, 'PORT')}`;
}

export const missingPublicUrl = () =>
  new Error(
    'PUBLIC_URL is not set: with NODE_ENV=production the links in e-mails need the public address of the shop ' +
      '(e.g. PUBLIC_URL=https://shop.example); the Host header of a request is never used for them.',
  );
