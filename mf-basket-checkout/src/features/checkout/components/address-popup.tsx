import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@trama/shared/api';
import type { Address, AddressInput, AddressType } from '@trama/shared/contract';
import { ADDRESS_COUNTRIES, ITALIAN_PROVINCES, normalizeAddress, validateAddress, type AddressField } from '@trama/shared/rules';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { ADDRESS_FIELDS, addressInput, apiAddress, errorTextKey, formValues, type AddressFormValues } from '../model/address-form.ts';

interface AddressPopupProps {
  language: string;
  type: AddressType;
  /** null adds a new address. */
  editing: Address | null;
  defaultCountry: string;
  onSave: (input: AddressInput) => Promise<void>;
  onClose: () => void;
}

const MAX_LENGTHS: Partial<Record<AddressField, number>> = { name: 30, city: 25, zip: 5, phone: 40, address1: 40, address2: 40 };

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

/**
 * Account §5 Address form, as a modal dialog: the shared rules validate on save and each invalid
 * field says why; Italy asks the province (address2) from a list. Escape or cancel closes it.
 */
export function AddressPopup({ language, type, editing, defaultCountry, onSave, onClose }: AddressPopupProps) {
  const t = useBasketT(language);
  const [values, setValues] = useState<AddressFormValues>(() => formValues(editing, defaultCountry));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const italy = values.countryCode === 'IT';

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

  const label = (field: AddressField) => t(field === 'address2' && italy ? 'checkout.addressForm.province' : `checkout.addressForm.${field}`);

  const change = (field: AddressField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // The province list and a free address line do not share values.
      if (field === 'countryCode' && (value === 'IT') !== (current.countryCode === 'IT')) next.address2 = '';
      return next;
    });
    setErrors(({ [field]: _old, ...rest }) => (field === 'zip' && /\D/.test(value) ? { ...rest, zip: 'date.1' } : rest));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const input = addressInput(values, type, editing);
    const found = validateAddress(input);
    setErrors(found);
    const invalid = ADDRESS_FIELDS.find((field) => found[field]);
    if (invalid) {
      dialog.current?.querySelector<HTMLElement>(`[data-testid="address-field-${invalid}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(apiAddress(normalizeAddress(input)));
      onClose();
    } catch (error) {
      setSaving(false);
      setFailed(error instanceof ApiError && error.status !== 422 ? error.messageKey : 'checkout.addressForm.saveFailed');
    }
  };

  const fieldProps = (field: AddressField) => ({
    id: `${id}-${field}`,
    name: field,
    'data-testid': `address-field-${field}`,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });

  const fieldRow = (field: AddressField, control: ReactNode) => (
    <div className="bsk-form__row" key={field}>
      <label htmlFor={`${id}-${field}`}>{label(field)}</label>
      {control}
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="bsk-form__error" data-testid={`address-error-${field}`} data-key={errors[field]}>
          {t(errorTextKey(errors[field] as string), { field: label(field) })}
        </p>
      )}
    </div>
  );

  const text = (field: AddressField, extra: Record<string, string> = {}) =>
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
    <div className="bsk-modal" role="presentation">
      <div ref={dialog} className="bsk-modal__dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="address-popup">
        <div className="bsk-modal__head">
          <h2 id={`${id}-title`}>{t(editing ? 'checkout.addressForm.titleEdit' : 'checkout.addressForm.titleAdd')}</h2>
          <button type="button" className="bsk-popup__close" aria-label={t('checkout.addressForm.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <form noValidate className="bsk-form" onSubmit={(event) => void submit(event)}>
          {text('name', { autoComplete: 'name' })}
          {text('phone', { autoComplete: 'tel', inputMode: 'numeric' })}
          {text('address1', { autoComplete: 'address-line1' })}
          {italy
            ? fieldRow(
                'address2',
                <select {...fieldProps('address2')} onChange={(event) => change('address2', event.currentTarget.value)}>
                  <option value="">{t('checkout.addressForm.provinceChoose')}</option>
                  {ITALIAN_PROVINCES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>,
              )
            : text('address2', { autoComplete: 'address-line2' })}
          {text('city', { autoComplete: 'address-level2' })}
          {text('zip', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          {fieldRow(
            'countryCode',
            <select {...fieldProps('countryCode')} onChange={(event) => change('countryCode', event.currentTarget.value)}>
              {ADDRESS_COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>,
          )}
          {failed && (
            <p className="bsk-form__error" role="alert" data-testid="address-popup-message" data-key={failed}>
              {t(failed)}
            </p>
          )}
          <div className="bsk-form__actions">
            <button type="button" className="bsk-link-button" onClick={onClose}>
              {t('checkout.addressForm.cancel')}
            </button>
            <button type="submit" className="bsk-button" data-testid="address-save" disabled={saving}>
              {t(saving ? 'checkout.addressForm.saving' : 'checkout.addressForm.save')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
