import { describe, expect, it } from 'vitest';
import { openingHoursText, openingRanges } from './opening-hours.ts';
import { storeTimeZone, todayStatus } from './today-status.ts';

// The seed's shapes (account §3 Store openingHours): 'HH:MM-HH:MM' ranges or the code 'closed'.
const CITY = { mon: '15:30-19:30', tue: '10:00-19:30', wed: '10:00-19:30', thu: '10:00-19:30', fri: '10:00-19:30', sat: '10:00-20:00', sun: 'closed' };
const LUNCH_BREAK = {
  mon: 'closed',
  tue: '09:30-13:00, 15:30-19:30',
  wed: '09:30-13:00, 15:30-19:30',
  thu: '09:30-13:00, 15:30-19:30',
  fri: '09:30-13:00, 15:30-19:30',
  sat: '09:30-13:00, 15:30-19:30',
  sun: 'closed',
};
const ROME = 'Europe/Rome';
// November: Rome is UTC+1. Tuesday 24 November 2026.
const tuesday = (romeTime: string) => new Date(`2026-11-24T${romeTime}:00+01:00`);

describe("today's status of a store (account §2 Store locator: opening hours per weekday)", () => {
  it('§2 open now: says when it closes', () => {
    expect(todayStatus(CITY, tuesday('11:00'), ROME)).toEqual({ state: 'open', closesAt: '19:30' });
    expect(todayStatus(CITY, tuesday('10:00'), ROME)).toEqual({ state: 'open', closesAt: '19:30' });
  });

  it('§2 before opening, or during the lunch break: opens later today', () => {
    expect(todayStatus(CITY, tuesday('08:59'), ROME)).toEqual({ state: 'opens-later', opensAt: '10:00' });
    expect(todayStatus(LUNCH_BREAK, tuesday('13:00'), ROME)).toEqual({ state: 'opens-later', opensAt: '15:30' });
    expect(todayStatus(LUNCH_BREAK, tuesday('16:00'), ROME)).toEqual({ state: 'open', closesAt: '19:30' });
  });

  it('§2 after closing time: closed now, opens tomorrow', () => {
    expect(todayStatus(CITY, tuesday('19:30'), ROME)).toEqual({
      state: 'closed-now',
      next: { weekday: 'wed', opensAt: '10:00', tomorrow: true },
    });
  });

  it("§2 a day the data marks 'closed' is closed today, with the next opening day", () => {
    const sunday = new Date('2026-11-29T12:00:00+01:00');
    expect(todayStatus(CITY, sunday, ROME)).toEqual({ state: 'closed-today', next: { weekday: 'mon', opensAt: '15:30', tomorrow: true } });
    // Closed Sunday and Monday: it opens again on Tuesday, not tomorrow.
    expect(todayStatus(LUNCH_BREAK, sunday, ROME)).toEqual({ state: 'closed-today', next: { weekday: 'tue', opensAt: '09:30', tomorrow: false } });
  });

  it('a store with no hours at all is closed with no next opening', () => {
    expect(todayStatus({ mon: 'closed', sun: '' }, tuesday('11:00'), ROME)).toEqual({ state: 'closed-today', next: null });
  });

  it("is computed on the shop's clock, not the visitor's", () => {
    // 23:30 UTC on Tuesday is 00:30 on Wednesday in Rome: Wednesday's hours apply.
    expect(todayStatus({ ...CITY, wed: 'closed' }, new Date('2026-11-24T23:30:00Z'), ROME)).toMatchObject({ state: 'closed-today' });
    // Summer time (UTC+2): 17:45 UTC is 19:45 in Rome, after closing, although 17:45 would be open.
    expect(todayStatus(CITY, new Date('2026-07-14T17:45:00Z'), ROME)).toMatchObject({ state: 'closed-now' });
  });

  it("the store's country gives its time zone; Rome for any other (§9 default country IT)", () => {
    expect(storeTimeZone('FR')).toBe('Europe/Paris');
    expect(storeTimeZone('ad')).toBe('Europe/Andorra');
    expect(storeTimeZone('MC')).toBe('Europe/Monaco');
    expect(storeTimeZone('CH')).toBe('Europe/Zurich');
    expect(storeTimeZone('XX')).toBe(ROME);
  });
});

describe('opening hours per weekday (account §2)', () => {
  it("'closed', an empty value or a text that is no range is a closed day, never shown as data", () => {
    expect(openingHoursText('closed')).toBeNull();
    expect(openingHoursText('Closed')).toBeNull();
    expect(openingHoursText('')).toBeNull();
    expect(openingHoursText(undefined)).toBeNull();
  });

  it('ranges are read in order and shown as HH:MM-HH:MM', () => {
    expect(openingRanges('15:30-19:30, 9:30-13:00')).toEqual([
      { from: 570, to: 780 },
      { from: 930, to: 1170 },
    ]);
    expect(openingHoursText('09:30-13:00, 15:30-19:30')).toBe('09:30-13:00, 15:30-19:30');
  });
});
