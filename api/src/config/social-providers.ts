/** Social sign-in providers from the environment (docs/social-sign-in.md). */

/** The two social buttons of storefront §2 /login. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** One OpenID Connect provider: OIDC_<ID>_ISSUER, OIDC_<ID>_CLIENT_ID, OIDC_<ID>_CLIENT_SECRET. */
export interface SocialProviderConfig {
  id: SocialProviderId;
  /** Issuer URL; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * A provider is configured when its three variables are set; one or two of them set is a
 * configuration mistake, said at start-up rather than as a button that fails.
 */
export function socialProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): SocialProviderConfig[] {
  return SOCIAL_PROVIDERS.flatMap((id) => {
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`] || '';
    const clientId = env[`${prefix}CLIENT_ID`] || '';
    const clientSecret = env[`${prefix}CLIENT_SECRET`] || '';
    if (!issuer && !clientId && !clientSecret) return [];
    if (!issuer || !clientId || !clientSecret) {
      throw new Error(`${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together (docs/social-sign-in.md)`);
    }
    try {
      new URL(issuer);
    } catch {
      throw new Error(`${prefix}ISSUER must be an absolute URL, got '${issuer}'`);
    }
    return [{ id, issuer, clientId, clientSecret }];
  });
}
