/**
 * Issue 31 point 1: who signs in at each local OpenID provider the e2e server starts (server.ts).
 * Google: a shopper new to the shop (an account is created); Facebook: the demo account's owner
 * (the account is linked by its verified e-mail).
 */
export const SOCIAL_ACCOUNTS = {
  google: { email: 'giulia.social@example.it', emailVerified: true, givenName: 'Giulia', familyName: 'Social' },
  facebook: { email: 'demo@trama.shop', emailVerified: true },
} as const;
