import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@trama/shared/api';
import type { Address, AddressInput, AddressType } from '@trama/shared/contract';
import { ADDRESS_COUNTRIES, ADDRESS_LIMITS, ITALIAN_PROVINCES, countryName, normalizeAddress, validateAddress, type AddressField } from '@trama/shared/rules';
import { fieldContext } from '../../i18n/field-gender.ts';
import { CloseButton } from '../close-button/close-button.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { Field, fieldErrorId } from '../field/field.tsx';
import { ADDRESS_FIELDS, addressInput, apiAddress, errorTextKey, formValues, type AddressFormValues } from './address-form-values.ts';

/** The caller's translation function: the popup's texts live in each remote's own namespace. */
export type AddressFormT = (key: string, options?: Record<string, unknown>) => string;

export interface AddressPopupProps {
  type: AddressType;
  /** null adds a new address. */
  editing: Address | null;
  defaultCountry: string;
  onSave: (input: AddressInput) => Promise<void>;
  onClose: () => void;
  t: AddressFormT;
  /** Where the popup's texts sit in the caller's namespace, e.g. 'checkout.addressForm'. */
  textPrefix: string;
  /** The page's language: which labels are feminine (issue 29 §17, `fieldContext`). */
  language: string;
}

const MAX_LENGTHS: Partial<Record<AddressField, number>> = {
  name: ADDRESS_LIMITS.name,
  city: ADDRESS_LIMITS.city,
  zip: ADDRESS_LIMITS.zip,
  phone: ADDRESS_LIMITS.other,
  address1: ADDRESS_LIMITS.other,
  address2: ADDRESS_LIMITS.other,
};

/** A modal keeps Tab and Shift+Tab inside it. */
function keepFocusInside(container: HTMLElement | null, event: KeyboardEvent) {
  const focusable = [...(container?.querySelectorAll<HTMLElement>('button, input, select, a[href]') ?? [])].filter((el) => !el.hasAttribute('disabled'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A 422 INVALID_ADDRESS names the fields the API refused ({ field: messageKey }). */
function refusedFields(error: unknown): Partial<Record<AddressField, string>> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const fields = error.body?.fields;
  if (!fields || typeof fields !== 'object') return null;
  const known = Object.entries(fields as Record<string, unknown>).filter(
    (entry): entry is [AddressField, string] => ADDRESS_FIELDS.includes(entry[0] as AddressField) && typeof entry[1] === 'string',
  );
  return known.length ? Object.fromEntries(known) : null;
}

/**
 * Account §5 Address form, as a modal dialog, shared by the account's addresses page and the
 * checkout's address step: the shared rules validate on save (the API applies them again) and each
 * invalid field says why; Italy asks the province (address2) from a list. Escape or cancel closes it.
 */
export function AddressPopup({ type, editing, defaultCountry, onSave, onClose, t, textPrefix, language }: AddressPopupProps) {
  const [values, setValues] = useState<AddressFormValues>(() => formValues(editing, defaultCountry));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const italy = values.countryCode === 'IT';
  const text = (key: string, options?: Record<string, unknown>) => t(`${textPrefix}.${key}`, options);

  useEffect(() => {
    // A modal takes the focus and gives it back to the button that opened it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(dialog.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  const label = (field: AddressField) => text(field === 'address2' && italy ? 'province' : field);

  const change = (field: AddressField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // The province list and a free address line do not share values.
      if (field === 'countryCode' && (value === 'IT') !== (current.countryCode === 'IT')) next.address2 = '';
      return next;
    });
    setErrors(({ [field]: _old, ...rest }) => (field === 'zip' && /\D/.test(value) ? { ...rest, zip: 'date.1' } : rest));
  };

  const focusFirstInvalid = (found: Partial<Record<AddressField, string>>) => {
    const invalid = ADDRESS_FIELDS.find((field) => found[field]);
    if (invalid) dialog.current?.querySelector<HTMLElement>(`[data-testid="address-field-${invalid}"]`)?.focus();
    return invalid !== undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const input = addressInput(values, type, editing);
    const found = validateAddress(input);
    setErrors(found);
    if (focusFirstInvalid(found)) return;
    setSaving(true);
    try {
      await onSave(apiAddress(normalizeAddress(input)));
      onClose();
    } catch (error) {
      setSaving(false);
      const refused = refusedFields(error);
      if (refused) {
        setErrors(refused);
        focusFirstInvalid(refused);
        return;
      }
      setFailed(error instanceof ApiError && error.status !== 422 ? error.messageKey : `${textPrefix}.saveFailed`);
    }
  };

  const fieldProps = (field: AddressField) => ({
    id: `${id}-${field}`,
    name: field,
    'data-testid': `address-field-${field}`,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldErrorId(`${id}-${field}`) : undefined,
  });

  const errorText = (field: AddressField, messageKey: string) => {
    const own = errorTextKey(messageKey);
    const context = fieldContext(language, `${textPrefix}.${field === 'address2' && italy ? 'province' : field}`);
    return own ? text(own, { field: label(field), context }) : t(messageKey, { field: label(field), context });
  };

  const fieldRow = (field: AddressField, control: ReactNode) => (
    <Field
      key={field}
      id={`${id}-${field}`}
      label={label(field)}
      error={errors[field] ? errorText(field, errors[field]) : undefined}
      errorTestId={`address-error-${field}`}
      errorKey={errors[field]}
    >
      {control}
    </Field>
  );

  const input = (field: AddressField, extra: Record<string, string> = {}) =>
    fieldRow(
      field,
      <input
        {...fieldProps(field)}
        {...extra}
        ref={field === 'name' ? first : undefined}
        type={field === 'phone' ? 'tel' : 'text'}
        maxLength={MAX_LENGTHS[field]}
        onChange={(event) => change(field, event.currentTarget.value)}
      />,
    );

  return (
    <Dialog dialogRef={dialog} labelledBy={`${id}-title`} testId="address-popup">
      <div className="ui-modal__head">
        <h2 id={`${id}-title`} className="ui-modal__title">
          {text(editing ? 'titleEdit' : 'titleAdd')}
        </h2>
        <CloseButton label={text('close')} onClick={onClose} />
      </div>
      <form noValidate className="ui-form" onSubmit={(event) => void submit(event)}>
        {input('name', { autoComplete: 'name' })}
        {input('phone', { autoComplete: 'tel', inputMode: 'numeric' })}
        {input('address1', { autoComplete: 'address-line1' })}
        {italy
          ? fieldRow(
              'address2',
              <select {...fieldProps('address2')} onChange={(event) => change('address2', event.currentTarget.value)}>
                <option value="">{text('provinceChoose')}</option>
                {ITALIAN_PROVINCES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>,
            )
          : input('address2', { autoComplete: 'address-line2' })}
        {input('city', { autoComplete: 'address-level2' })}
        {input('zip', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {fieldRow(
          'countryCode',
          <select {...fieldProps('countryCode')} onChange={(event) => change('countryCode', event.currentTarget.value)}>
            {ADDRESS_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {countryName(country.code, language)}
              </option>
            ))}
          </select>,
        )}
        {failed && (
          <p className="ui-field__error" role="alert" data-testid="address-popup-message" data-key={failed}>
            {t(failed)}
          </p>
        )}
        <div className="ui-actions">
          <button type="button" className="ui-link-button" onClick={onClose}>
            {text('cancel')}
          </button>
          <button type="submit" className="ui-button" data-testid="address-save" disabled={saving}>
            {text(saving ? 'saving' : 'save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
