import { useId } from 'react';
import type { OpeningHours, ShopperDay } from '@trama/shared/rules';
import { Spinner } from '@trama/shared/ui';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { dayAndMonth, fullDay, weekdayShort } from '../model/date-labels.ts';
import { dayChoices, timeChoices } from '../model/slot-choices.ts';
import { ChoiceStrip } from './choice-strip.tsx';

interface SlotPickerProps {
  language: string;
  /** null until the browser knows today (use-shopper-days.ts). */
  days: ShopperDay[] | null;
  /** The booked slots; null while they load. */
  taken: ReadonlySet<string> | null;
  /** The store's opening hours: only the half hours inside them are offered (issue 29 point 16). */
  openingHours?: OpeningHours | null;
  date: string | null;
  time: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

/**
 * Account §2, §9: the date slider (15 days from tomorrow, Sundays disabled, and the days the store
 * takes no appointment) and the time-slot slider (the half hours inside the store's hours).
 */
export function SlotPicker({ language, days, taken, openingHours, date, time, onDate, onTime }: SlotPickerProps) {
  const t = useStoresT(language);
  const id = useId();
  if (!days) return <Spinner label={t('remote.loading')} />;
  const booked = taken ?? new Set<string>();
  return (
    <div className="sto-slots">
      <h2 id={`${id}-days`} className="sto-shopper__step">
        {t('shopper.day')}
      </h2>
      <ChoiceStrip
        kind="days"
        testId="shopper-days"
        labelledBy={`${id}-days`}
        previousLabel={t('shopper.previousDays')}
        nextLabel={t('shopper.nextDays')}
        choices={dayChoices(days, booked, openingHours).map((day) => ({
          key: day.date,
          pressed: day.date === date,
          disabled: day.disabled,
          onSelect: () => onDate(day.date),
          content: (
            <>
              <span aria-hidden="true" className="sto-strip__weekday">
                {weekdayShort(day.date, language)}
              </span>
              <span aria-hidden="true" className="sto-strip__date">
                {dayAndMonth(day.date, language)}
              </span>
              <span className="ui-visually-hidden">
                {fullDay(day.date, language)}
                {/* Issue 29 point 16: a Sunday is not bookable (the store may well be open, as its hours say). */}
                {day.weekday === 0
                  ? `, ${t('shopper.sundayNotBookable')}`
                  : day.storeClosed
                    ? `, ${t('shopper.storeClosedDay')}`
                    : day.full
                      ? `, ${t('shopper.dayFull')}`
                      : ''}
              </span>
            </>
          ),
        }))}
      />
      {days.some((day) => day.weekday === 0) && (
        <p className="sto-shopper__hint" data-testid="shopper-sunday-hint">
          {t('shopper.sundayHint')}
        </p>
      )}
      <h2 id={`${id}-times`} className="sto-shopper__step">
        {t('shopper.time')}
      </h2>
      {!date && <p className="sto-shopper__hint">{t('shopper.chooseDayFirst')}</p>}
      <ChoiceStrip
        kind="times"
        testId="shopper-times"
        labelledBy={`${id}-times`}
        previousLabel={t('shopper.previousTimes')}
        nextLabel={t('shopper.nextTimes')}
        choices={timeChoices(date, booked, openingHours).map((slot) => ({
          key: slot.time,
          pressed: slot.time === time,
          // No day yet, or the booked slots still loading: nothing to choose.
          disabled: !date || taken === null || slot.taken,
          onSelect: () => onTime(slot.time),
          content: (
            <>
              {slot.time}
              {slot.taken && <span className="ui-visually-hidden">, {t('shopper.taken')}</span>}
            </>
          ),
        }))}
      />
    </div>
  );
}
