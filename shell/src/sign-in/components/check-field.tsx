import { useId, type ReactNode } from 'react';
import { useTranslation } from '@trama/shared/i18n';

interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  testId: string;
  required?: boolean;
  error?: string | null;
  errorValues?: Record<string, string>;
  onBlur?: () => void;
}

export function CheckField({ label, checked, onChecked, testId, required, error, errorValues, onBlur }: CheckFieldProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <div className="sh-check">
      <input
        id={id}
        type="checkbox"
        className="sh-check__box"
        checked={checked}
        required={required}
        onChange={(event) => onChecked(event.target.checked)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      />
      <label htmlFor={id} className="sh-check__label">
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="sh-field__error sh-check__error">
          {t(error, errorValues ?? {})}
        </p>
      )}
    </div>
  );
}
