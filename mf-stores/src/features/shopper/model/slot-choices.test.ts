import { describe, expect, it } from 'vitest';
import { SHOPPER_TIME_SLOTS, shopperDays, shopperSlot } from '@trama/shared/rules';
import { dayChoices, timeChoices } from './slot-choices.ts';

// Friday 6 March 2026 in Italy.
const days = shopperDays(new Date('2026-03-06T09:00:00Z'));

describe('shopper sliders (account §2 Personal shopper appointment, §9 Shopper appointment)', () => {
  it('§2 a booked slot is taken on its day only', () => {
    const taken = new Set(['2026-03-09T10:00']);
    expect(timeChoices('2026-03-09', taken).filter((slot) => slot.taken).map((slot) => slot.time)).toEqual(['10:00']);
    expect(timeChoices('2026-03-10', taken).some((slot) => slot.taken)).toBe(false);
    expect(timeChoices(null, taken).some((slot) => slot.taken)).toBe(false);
  });

  it('§2 Sundays stay disabled; a day whose every slot is booked is disabled too', () => {
    const taken = new Set(SHOPPER_TIME_SLOTS.map((time) => shopperSlot('2026-03-10', time)));
    const disabled = dayChoices(days, taken).filter((day) => day.disabled);
    expect(disabled.map((day) => [day.date, day.full])).toEqual([
      ['2026-03-08', false],
      ['2026-03-10', true],
      ['2026-03-15', false],
    ]);
  });
});
