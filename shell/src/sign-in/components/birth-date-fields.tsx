import { useId, type FocusEvent } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { FieldError } from './field-error.tsx';

interface BirthDateFieldsProps {
  day: string;
  month: string;
  year: string;
  onChange: (part: 'birthDay' | 'birthMonth' | 'birthYear', value: string) => void;
  /** Focus left the three fields: the date can be judged. */
  onLeave: () => void;
  error: string | null;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** Storefront §5 birth date: day 01-31, month 01-12 (two digits), year 1900 to now (optional, 1900). */
export function BirthDateFields({ day, month, year, onChange, onLeave, error }: BirthDateFieldsProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const described = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  };
  const part = (name: 'birthDay' | 'birthMonth' | 'birthYear', value: string, label: string, testId: string, size: number, autoComplete: string) => (
    <div className="sh-date__part">
      <label className="sh-field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="sh-field__input"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={size}
        size={size}
        value={value}
        onChange={(event) => onChange(name, digits(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        data-testid={testId}
      />
    </div>
  );
  return (
    <fieldset className="sh-date" onBlur={onBlur}>
      <legend className="sh-field__label">{t('signup.birthDate')}</legend>
      <p id={`${id}-hint`} className="sh-field__hint">
        {t('signup.birthHint')}
      </p>
      <div className="sh-date__parts">
        {part('birthDay', day, t('signup.day'), 'signup-day', 2, 'bday-day')}
        {part('birthMonth', month, t('signup.month'), 'signup-month', 2, 'bday-month')}
        {part('birthYear', year, t('signup.year'), 'signup-year', 4, 'bday-year')}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
