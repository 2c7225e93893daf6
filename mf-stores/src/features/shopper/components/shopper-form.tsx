import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, getApiClient } from '@trama/shared/api';
import type { ShopperAppointment, ShopperField, Store } from '@trama/shared/contract';
import { fieldContext } from '@trama/shared/i18n';
import { CaptchaField } from '@trama/shared/ui/captcha';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { challengeUrl, sendShopperRequest } from '../api/shopper-api.ts';
import { isDeskUnavailable } from '../model/desk-fallback.ts';
import {
  EMPTY_SHOPPER_FORM,
  SHOPPER_LIMITS,
  SHOPPER_SUBJECT,
  firstInvalidField,
  formFieldErrors,
  shopperRequest,
  validateShopper,
  type ShopperErrors,
  type ShopperFormField,
  type ShopperFormValues,
} from '../model/shopper-form-values.ts';
import './altcha-styles.ts';
import { ShopperDeskFallback } from './shopper-desk-fallback.tsx';

const LABELS: Record<ShopperFormField, string> = {
  contactName: 'shopper.name',
  contactEmail: 'shopper.email',
  contactPhone: 'shopper.phone',
  ticketMessage: 'shopper.message',
  recaptcha: 'shopper.captcha',
};

interface ShopperFormProps {
  language: string;
  /** The store booked at: its id for the request, its name, address and phone for the desk fallback (H3). */
  store: Store;
  /** The chosen slot (`YYYY-MM-DDTHH:mm`), null until both day and time are chosen. */
  slot: string | null;
  onBooked: (appointment: ShopperAppointment) => void;
  /** The API refused the slot (taken meanwhile, or no longer offered): the page asks the slots again. */
  onSlotRefused: () => void;
}

/**
 * Account §5 Shopper form: name, e-mail, phone, subject SHO, an optional message and the captcha.
 * Submit stays disabled until a day and a time are chosen; a submit with invalid fields shows
 * them and moves to the first one. The API decides the rest (the slot, the captcha, the fields).
 */
export function ShopperForm({ language, store, slot, onBooked, onSlotRefused }: ShopperFormProps) {
  const { storeId } = store;
  const t = useStoresT(language);
  const id = useId();
  const [values, setValues] = useState<ShopperFormValues>(EMPTY_SHOPPER_FORM);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<ShopperFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<ShopperErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Issue 31 point 10 H3: the slot a 503 with id 21 refused; the fallback offers it by phone and e-mail.
  const [deskDownSlot, setDeskDownSlot] = useState<string | null>(null);
  const found = validateShopper(values, captcha);

  const fieldId = (field: ShopperFormField) => `${id}-${field}`;
  const errorOf = (field: ShopperFormField) => refused[field] ?? (submitted || touched.has(field) ? found[field] : undefined);
  const touch = (field: ShopperFormField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const change = (field: keyof ShopperFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused(({ [field]: _old, ...rest }) => rest);
  };

  /** §5: on invalid the page scrolls to the first invalid field (and the focus goes there). */
  const goTo = (field: ShopperFormField | undefined) => {
    const element = field && document.getElementById(fieldId(field));
    if (!element) return;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot || sending) return;
    setSubmitted(true);
    setFailed(null);
    setDeskDownSlot(null);
    const first = firstInvalidField(found);
    if (first || !captcha) {
      goTo(first);
      return;
    }
    setSending(true);
    try {
      const context = getApiClient().currentContext;
      const appointment = await sendShopperRequest(
        shopperRequest(values, { brandId: context.brandId, language, country: context.country, storeId, appointmentDate: slot, altcha: captcha }),
      );
      onBooked(appointment);
    } catch (error) {
      setSending(false);
      refuse(error);
    }
  };

  const refuse = (error: unknown) => {
    // A captcha solution is good once, and the API may have spent it before refusing: a new one.
    setCaptchaReset((n) => n + 1);
    setSubmitted(false);
    if (!(error instanceof ApiError)) {
      setFailed('error_message');
      return;
    }
    if (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE') {
      setFailed(error.code === 'SLOT_TAKEN' ? 'shopper.slotTaken' : 'shopper.slotUnavailable');
      onSlotRefused();
      return;
    }
    // H3: the desk cannot take it — not a dead end: what was typed stays, a phone call or an e-mail is offered.
    if (isDeskUnavailable(error)) {
      setDeskDownSlot(slot);
      return;
    }
    if (error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_REPLAYED') {
      setFailed('shopper.captchaInvalid');
      return;
    }
    const fields = error.status === 422 ? (error.body?.fields as Partial<Record<ShopperField, string>> | undefined) : undefined;
    if (fields) {
      const errors = formFieldErrors(fields);
      setRefused(errors);
      if (fields.appointmentDate) {
        setFailed('shopper.slotUnavailable');
        onSlotRefused();
      } else if (!firstInvalidField(errors)) setFailed('shopper.failed');
      goTo(firstInvalidField(errors));
      return;
    }
    setFailed(error.messageKey);
  };

  // §5 "validation.required with the field name"; for the captcha that reads as an instruction instead.
  const errorText = (field: ShopperFormField, key: string) =>
    field === 'recaptcha' && key === 'validation.required' ? t('shopper.captchaRequired') : t(key, { field: t(LABELS[field]), context: fieldContext(language, LABELS[field]) });
  const row = (field: ShopperFormField, control: ReactNode, optional = false) => {
    const error = errorOf(field);
    return (
      <div className="ui-field">
        <label htmlFor={fieldId(field)}>
          {t(LABELS[field])}
          {optional && <span className="sto-form__optional"> {t('shopper.optional')}</span>}
        </label>
        {control}
        {error && (
          <p id={`${fieldId(field)}-error`} className="ui-field__error" data-testid={`shopper-error-${field}`} data-key={error}>
            {errorText(field, error)}
          </p>
        )}
      </div>
    );
  };
  const input = (field: keyof ShopperFormValues) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onBlur: () => touch(field),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `${fieldId(field)}-error` : undefined,
  });
  const captchaError = errorOf('recaptcha');

  return (
    <form noValidate className="sto-form" aria-labelledby={`${id}-title`} data-testid="shopper-form" onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className="sto-shopper__step">
        {t('shopper.form')}
      </h2>
      {row('contactName', <input {...input('contactName')} autoComplete="name" maxLength={SHOPPER_LIMITS.name} required onChange={(e) => change('contactName', e.currentTarget.value)} />)}
      {row('contactEmail', <input {...input('contactEmail')} type="email" autoComplete="email" required onChange={(e) => change('contactEmail', e.currentTarget.value)} />)}
      {row('contactPhone', <input {...input('contactPhone')} type="tel" autoComplete="tel" maxLength={SHOPPER_LIMITS.phone} required onChange={(e) => change('contactPhone', e.currentTarget.value)} />)}
      <div className="ui-field">
        <label htmlFor={`${id}-subject`}>{t('shopper.subject')}</label>
        {/* Account §3: the shopper form offers the one subject SHO. */}
        <select id={`${id}-subject`} name="ticketSubjectCode" value={SHOPPER_SUBJECT} disabled>
          <option value={SHOPPER_SUBJECT}>{t('shopper.subjectSho')}</option>
        </select>
      </div>
      {row(
        'ticketMessage',
        <textarea {...input('ticketMessage')} rows={4} maxLength={SHOPPER_LIMITS.message} onChange={(e) => change('ticketMessage', e.currentTarget.value)} />,
        true,
      )}
      <div id={fieldId('recaptcha')} tabIndex={-1} className="ui-field" aria-describedby={captchaError ? `${fieldId('recaptcha')}-error` : undefined}>
        <CaptchaField
          className="sto-form__captcha"
          testId="shopper-captcha"
          language={language}
          challengeUrl={challengeUrl()}
          label={t('shopper.captcha')}
          resetCount={captchaReset}
          onChange={(payload) => {
            setCaptcha(payload);
            setRefused(({ recaptcha: _old, ...rest }) => rest);
          }}
        />
        {captchaError && (
          <p id={`${fieldId('recaptcha')}-error`} className="ui-field__error" data-testid="shopper-error-recaptcha" data-key={captchaError}>
            {errorText('recaptcha', captchaError)}
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className="ui-field__error" data-testid="shopper-message" data-key={failed}>
          {t(failed)}
        </p>
      )}
      {deskDownSlot && <ShopperDeskFallback language={language} store={store} slot={deskDownSlot} values={values} />}
      {!slot && (
        <p id={`${id}-needs-slot`} className="sto-shopper__hint">
          {t('shopper.chooseSlot')}
        </p>
      )}
      <button type="submit" className="ui-button" data-testid="shopper-send" disabled={!slot || sending} aria-describedby={slot ? undefined : `${id}-needs-slot`}>
        {t(sending ? 'shopper.sending' : 'shopper.send')}
      </button>
    </form>
  );
}
