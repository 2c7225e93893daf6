import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_TTL_MINUTES, reservationTtlFromEnv } from '../../../src/domain/discounts/reservation-ttl.ts';

describe('issue 12 §12: how long an unpaid order holds its discount code (COUPON_RESERVATION_TTL_MINUTES)', () => {
  it('defaults to an hour, the life of a provider payment session', () => {
    expect(DEFAULT_RESERVATION_TTL_MINUTES).toBe(60);
    expect(reservationTtlFromEnv({})).toBe(60);
    expect(reservationTtlFromEnv({ COUPON_RESERVATION_TTL_MINUTES: ' ' })).toBe(60);
  });

  it('takes a whole number of minutes from the environment', () => {
    expect(reservationTtlFromEnv({ COUPON_RESERVATION_TTL_MINUTES: '30' })).toBe(30);
  });

  it('refuses to start with a value that would hold codes for no time, for ever or by mistake', () => {
    for (const bad of ['0', '-5', '1.5', 'thirty', '10081']) {
      expect(() => reservationTtlFromEnv({ COUPON_RESERVATION_TTL_MINUTES: bad })).toThrow(/COUPON_RESERVATION_TTL_MINUTES/);
    }
  });
});
