import { useId, type InputHTMLAttributes } from 'react';
import { PASSWORD_MAX_LENGTH } from '@trama/shared/rules';
import { FieldError, type FieldErrorProps } from './field-error.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>, FieldErrorProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  testId: string;
  hint?: string;
  /** Another element describing the field (a form-level message). */
  describedBy?: string;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, value, onValue, testId, hint, error, errorValues, describedBy, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`sh-field ${className ?? ''}`.trim()}>
      <label className="sh-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="sh-field__input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={described}
        data-testid={testId}
      />
      {hint && (
        <p id={hintId} className="sh-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} errorValues={errorValues} />
    </div>
  );
}

/** A required e-mail, with the keyboard phones show for one (`autoComplete`: username to sign in, email to look one up). */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'required'>) {
  return <TextField type="email" inputMode="email" required {...props} />;
}

/** A password the shopper chooses (sign-up, reset): hidden, offered to password managers as new, at most PASSWORD_MAX_LENGTH (storefront §5). */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'required' | 'maxLength'>) {
  return <TextField type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} {...props} />;
}
