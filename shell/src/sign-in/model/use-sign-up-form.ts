import { useState } from 'react';
import { emptySignUpForm, validateSignUp, type SignUpField, type SignUpForm } from '@trama/shared/rules';

/**
 * Storefront §5 sign-up: inline errors, shown once a field has been left (or on a submit
 * attempt), never while the shopper is still typing the first characters.
 */
export function useSignUpForm(email: string) {
  const [form, setForm] = useState<SignUpForm>(() => emptySignUpForm(email));
  const [touched, setTouched] = useState<ReadonlySet<SignUpField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const errors = validateSignUp(form);

  const set = <K extends keyof SignUpForm>(key: K, value: SignUpForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const touch = (field: SignUpField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const errorOf = (field: SignUpField): string | null => (attempted || touched.has(field) ? (errors[field] ?? null) : null);
  /** A text field's value, its error, and the handlers that fill it and mark it left. */
  const textField = (field: 'username' | 'userlastname' | 'password') => ({
    value: form[field],
    onValue: (value: string) => set(field, value),
    onBlur: () => touch(field),
    error: errorOf(field),
  });

  return {
    form,
    set,
    touch,
    errorOf,
    textField,
    /** Storefront §5: submit is enabled only when every rule holds. */
    canSubmit: Object.keys(errors).length === 0,
    attempt: () => setAttempted(true),
  };
}
