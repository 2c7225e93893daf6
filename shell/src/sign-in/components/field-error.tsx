import { useTranslation } from '@trama/shared/i18n';

export interface FieldErrorProps {
  /** A message key shown under the field (and announced with it). */
  error?: string | null;
  errorValues?: Record<string, string>;
}

/** A field's error under it; `id` is what the field's aria-describedby names. */
export function FieldError({ id, error, errorValues, className = 'sh-field__error' }: FieldErrorProps & { id: string; className?: string }) {
  const { t } = useTranslation('shell');
  if (!error) return null;
  return (
    <p id={id} className={className}>
      {t(error, errorValues ?? {})}
    </p>
  );
}
