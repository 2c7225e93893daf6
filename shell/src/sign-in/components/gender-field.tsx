import { useId } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { FieldError } from './field-error.tsx';

interface GenderFieldProps {
  value: 'M' | 'F' | '';
  onChange: (value: 'M' | 'F') => void;
  error?: string | null;
}

/**
 * Storefront §3 Sign-up form: gender M or F. No default (the spec's M would answer for the
 * shopper; docs/baseline-deviations.md): nothing is checked until the shopper chooses.
 */
export function GenderField({ value, onChange, error }: GenderFieldProps) {
  const { t } = useTranslation('shell');
  const name = useId();
  const errorId = `${name}-error`;
  const option = (code: 'M' | 'F', label: string) => (
    <label className="sh-radio">
      <input type="radio" name={name} value={code} checked={value === code} onChange={() => onChange(code)} data-testid={`signup-gender-${code.toLowerCase()}`} />
      {label}
    </label>
  );
  return (
    <fieldset className="sh-radios" aria-describedby={error ? errorId : undefined} data-testid="signup-gender">
      <legend className="sh-field__label">{t('signup.gender')}</legend>
      {option('M', t('signup.male'))}
      {option('F', t('signup.female'))}
      <FieldError id={errorId} error={error} errorValues={{ field: t('signup.gender') }} />
    </fieldset>
  );
}
