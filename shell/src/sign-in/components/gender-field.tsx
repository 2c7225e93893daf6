import { useId } from 'react';
import { useTranslation } from '@trama/shared/i18n';

/** Storefront §3 Sign-up form: gender M or F, M by default. */
export function GenderField({ value, onChange }: { value: 'M' | 'F' | ''; onChange: (value: 'M' | 'F') => void }) {
  const { t } = useTranslation('shell');
  const name = useId();
  const option = (code: 'M' | 'F', label: string) => (
    <label className="sh-radio">
      <input type="radio" name={name} value={code} checked={value === code} onChange={() => onChange(code)} data-testid={`signup-gender-${code.toLowerCase()}`} />
      {label}
    </label>
  );
  return (
    <fieldset className="sh-radios">
      <legend className="sh-field__label">{t('signup.gender')}</legend>
      {option('M', t('signup.male'))}
      {option('F', t('signup.female'))}
    </fieldset>
  );
}
