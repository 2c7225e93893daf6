import { positiveInteger } from './env-values.ts';

/** The contact form's captcha and help-desk forwarding (account §5 Contact form, §7 support ticket; README). */
export interface ContactConfig {
  /** ALTCHA_HMAC_KEY: signs the captcha challenges; null = generated once per database (app_secrets). */
  altchaHmacKey: string | null;
  /** ALTCHA_MAX_NUMBER: the proof-of-work range (work grows with it; e2e keeps it small). */
  altchaMaxNumber: number;
  /** ALTCHA_EXPIRY_SECONDS: a challenge must be solved and sent within this time. */
  altchaExpirySeconds: number;
  /** HELP_DESK_URL: where tickets are forwarded when the support-desk flag is on; null = kept pending. */
  helpDeskUrl: string | null;
  /** HELP_DESK_RETRY_BASE_MS / _MAX_MS: backoff of a failed forward, doubling from base up to max. */
  helpDeskRetryBaseMs: number;
  helpDeskRetryMaxMs: number;
  /** HELP_DESK_POLL_MS: how often pending forwards are looked for (also at start-up). */
  helpDeskPollMs: number;
  /** HELP_DESK_TIMEOUT_MS: one forward attempt gives up after this. */
  helpDeskTimeoutMs: number;
}

export function contactConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  const int = (name: string, fallback: number) => positiveInteger(env[name], fallback, name);
  const helpDeskUrl = env.HELP_DESK_URL || null;
  if (helpDeskUrl && !/^https?:\/\//.test(helpDeskUrl)) throw new Error(`HELP_DESK_URL must be an http(s) URL, got '${helpDeskUrl}'`);
  return {
    altchaHmacKey: env.ALTCHA_HMAC_KEY || null,
    altchaMaxNumber: int('ALTCHA_MAX_NUMBER', 100_000),
    altchaExpirySeconds: int('ALTCHA_EXPIRY_SECONDS', 5 * 60),
    helpDeskUrl,
    helpDeskRetryBaseMs: int('HELP_DESK_RETRY_BASE_MS', 30_000),
    helpDeskRetryMaxMs: int('HELP_DESK_RETRY_MAX_MS', 3_600_000),
    helpDeskPollMs: int('HELP_DESK_POLL_MS', 30_000),
    helpDeskTimeoutMs: int('HELP_DESK_TIMEOUT_MS', 5_000),
  };
}
