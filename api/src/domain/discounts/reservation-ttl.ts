/**
 * How long an unpaid order holds its discount code (issue 12): long enough for a shopper to pay
 * (a provider's payment session lives up to an hour), short enough that an abandoned checkout
 * gives a single-use code back the same day. COUPON_RESERVATION_TTL_MINUTES overrides it.
 */
export const DEFAULT_RESERVATION_TTL_MINUTES = 60;

export function reservationTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.COUPON_RESERVATION_TTL_MINUTES?.trim();
  if (!raw) return DEFAULT_RESERVATION_TTL_MINUTES;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60) {
    throw new Error(`COUPON_RESERVATION_TTL_MINUTES must be a whole number of minutes between 1 and 10080, not "${raw}".`);
  }
  return minutes;
}
