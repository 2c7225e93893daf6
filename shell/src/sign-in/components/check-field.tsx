import { useId, type ReactNode } from 'react';
import { FieldError, type FieldErrorProps } from './field-error.tsx';

interface CheckFieldProps extends FieldErrorProps {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  testId: string;
  required?: boolean;
  onBlur?: () => void;
}

export function CheckField({ label, checked, onChecked, testId, required, error, errorValues, onBlur }: CheckFieldProps) {
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
      <FieldError id={`${id}-error`} className="sh-field__error sh-check__error" error={error} errorValues={errorValues} />
    </div>
  );
}
