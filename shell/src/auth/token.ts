/**
 * Storefront §4 Login: "a token is valid according to its expiry claim; an expired token is
 * removed". The browser only reads the claim — the API checks the signature on every call.
 */

/** The payload of a JWT, or null when the text is not one. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds; null when the token has no usable `exp`. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** A token without an expiry claim is not trusted: the API always signs one. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): token is string {
  if (typeof token !== 'string' || token === '') return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
}
