import { describe, expect, it } from 'vitest';
import { SHOPPER_TIME_SLOTS, isOfferedShopperSlot, shopperDays, shopperTimesOn } from './appointment.ts';

// Wednesday 25 November 2026, 23:30 in Rome (22:30 UTC): the shop's "today" is still the 25th.
const WEDNESDAY_NIGHT = new Date('2026-11-25T22:30:00Z');

describe('personal-shopper date slider (account §2, §9 Shopper appointment)', () => {
  it('§9 offers 15 days starting tomorrow in shop time', () => {
    const days = shopperDays(WEDNESDAY_NIGHT);
    expect(days).toHaveLength(15);
    expect(days[0]!.date).toBe('2026-11-26');
    expect(days[14]!.date).toBe('2026-12-10');
  });

  it('§2 Sundays are shown but disabled', () => {
    const days = shopperDays(WEDNESDAY_NIGHT);
    expect(days.filter((day) => day.disabled).map((day) => day.date)).toEqual(['2026-11-29', '2026-12-06']);
    expect(days.every((day) => day.disabled === (day.weekday === 0))).toBe(true);
  });

  it('past midnight in Rome the slider starts one day later, whatever the UTC date', () => {
    expect(shopperDays(new Date('2026-11-25T23:30:00Z'))[0]!.date).toBe('2026-11-27');
  });
});

describe('personal-shopper time slots (account §9: half hours 10:00–12:00 and 14:00–18:00)', () => {
  it('§9 lists the half hours of both ranges, ends included', () => {
    expect(SHOPPER_TIME_SLOTS).toEqual([
      '10:00', '10:30', '11:00', '11:30', '12:00',
      '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00',
    ]);
  });

  it('accepts an offered time on an offered day only', () => {
    expect(isOfferedShopperSlot('2026-11-26T10:00', WEDNESDAY_NIGHT)).toBe(true);
    expect(isOfferedShopperSlot('2026-11-26T12:30', WEDNESDAY_NIGHT)).toBe(false);
    expect(isOfferedShopperSlot('2026-11-29T10:00', WEDNESDAY_NIGHT)).toBe(false); // Sunday
    expect(isOfferedShopperSlot('2026-11-25T10:00', WEDNESDAY_NIGHT)).toBe(false); // today
    expect(isOfferedShopperSlot('2026-12-11T10:00', WEDNESDAY_NIGHT)).toBe(false); // day 16
    expect(isOfferedShopperSlot('2026-11-26 10:00', WEDNESDAY_NIGHT)).toBe(false);
  });
});

describe('[29.16] the store\'s opening hours', () => {
  // Roma Babuino (CITY_HOURS of the seed): Monday 15:30-19:30, Saturday 10:00-19:30, Sunday closed.
  const BABUINO = { mon: '15:30-19:30', tue: '10:00-19:30', wed: '10:00-19:30', thu: '10:00-19:30', fri: '10:00-19:30', sat: '10:00-19:30', sun: 'closed' };
  const MONDAY = '2026-11-30';

  it('[29.16] Roma Babuino opens at 15:30 on Mondays: 10:00 to 15:00 are not offered, 15:30 to 18:00 are', () => {
    expect(shopperTimesOn(MONDAY, BABUINO)).toEqual(['15:30', '16:00', '16:30', '17:00', '17:30', '18:00']);
    expect(isOfferedShopperSlot(`${MONDAY}T10:00`, WEDNESDAY_NIGHT, BABUINO)).toBe(false);
    expect(isOfferedShopperSlot(`${MONDAY}T15:30`, WEDNESDAY_NIGHT, BABUINO)).toBe(true);
    // Without the hours the fixed slots stand (older callers).
    expect(isOfferedShopperSlot(`${MONDAY}T10:00`, WEDNESDAY_NIGHT)).toBe(true);
  });

  it('[29.16] a half hour must end by closing time, and a lunch break holds no appointment', () => {
    const lunch = { tue: '10:00-12:30, 15:00-17:00' };
    expect(shopperTimesOn('2026-12-01', lunch)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '15:00', '15:30', '16:00', '16:30']);
  });

  it('[29.16] a day the store is closed is disabled as a store closure; Sundays stay disabled even when the store opens', () => {
    const closedMonday = { ...BABUINO, mon: 'closed', sun: '11:00-18:00' };
    const days = shopperDays(WEDNESDAY_NIGHT, closedMonday);
    const monday = days.find((day) => day.date === MONDAY)!;
    expect(monday).toMatchObject({ disabled: true, storeClosed: true });
    const sunday = days.find((day) => day.date === '2026-11-29')!;
    expect(sunday).toMatchObject({ disabled: true, storeClosed: false });
    expect(isOfferedShopperSlot('2026-11-29T11:00', WEDNESDAY_NIGHT, closedMonday)).toBe(false);
    expect(shopperDays(WEDNESDAY_NIGHT, closedMonday).filter((day) => day.disabled).map((day) => day.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-06',
      '2026-12-07',
    ]);
  });
});
