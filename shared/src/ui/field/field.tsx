import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id: the label points at it; the error is `<id>-error`. */
  id: string;
  label: ReactNode;
  /** The control itself (`<input>`, `<select>`, `<textarea>`), with `aria-invalid` and `aria-describedby={fieldErrorId(id)}` when `error` is set. */
  children: ReactNode;
  /** The error's text, shown below the control; none when the value is fine. */
  error?: ReactNode;
  /** data-testid and data-key of the error (what tests read). */
  errorTestId?: string;
  errorKey?: string;
  className?: string;
}

/** The id of a field's error, for the control's `aria-describedby`. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** A form field: its label, its control and, when the value is refused, the error below it. */
export function Field({ id, label, children, error, errorTestId, errorKey, className }: FieldProps) {
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} className="ui-field__error" data-testid={errorTestId} data-key={errorKey}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
