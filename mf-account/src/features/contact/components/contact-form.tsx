import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, getApiClient } from '@trama/shared/api';
import type { ContactField, ContactSubject } from '@trama/shared/contract';
import { CONTACT_LIMITS, validateContact, type ContactErrors, type ContactFormValues } from '@trama/shared/rules';
import { fieldContext } from '@trama/shared/i18n';
import { CaptchaField } from '@trama/shared/ui/captcha';
import { useAccountT } from '../../../components/use-account-t.ts';
import { challengeUrl, sendContactTicket } from '../api/contact-api.ts';
import { EMPTY_CONTACT, contactTicket } from '../model/contact-values.ts';
import './altcha-styles.ts';

type Field = ContactField | 'recaptcha';

const LABELS: Record<Field, string> = {
  contactName: 'contact.name',
  contactEmail: 'contact.email',
  contactPhone: 'contact.phone',
  ticketSubjectCode: 'contact.subject',
  orderId: 'contact.orderId',
  ticketMessage: 'contact.message',
  recaptcha: 'contact.captcha',
};

interface ContactFormProps {
  language: string;
  subjects: ContactSubject[];
  onSent: () => void;
}

/**
 * Account §5 Contact form: name, e-mail, subject, message and the captcha required, the e-mail
 * well formed, the order number digits only (at most 9); submit stays disabled until that holds.
 * The shared rules are the API's; what it still refuses (a stale captcha, a field) shows here.
 */
export function ContactForm({ language, subjects, onSent }: ContactFormProps) {
  const t = useAccountT(language);
  const id = useId();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [refused, setRefused] = useState<ContactErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const codes = subjects.map((subject) => subject.code);
  const found = validateContact(values, codes, captcha);
  const blocked = Object.keys(found).length > 0;

  const touch = (field: Field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused(({ [field]: _old, ...rest }) => rest);
  };

  // A field says what is wrong once the shopper has left it; the API's refusals show at once.
  const errorOf = (field: Field) => refused[field] ?? (touched.has(field) ? found[field] : undefined);
  const errorText = (field: Field, key: string) =>
    t(key === 'validation.required' ? 'contact.errors.required' : key, { field: t(LABELS[field]), context: fieldContext(language, LABELS[field]) });
  // Issue 29 §17: a disabled "Invia" says what is still missing, as the booking form does.
  const missing = (Object.keys(LABELS) as Field[]).filter((field) => (field === 'recaptcha' ? !captcha : found[field] !== undefined));
  const missingId = `${id}-missing`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || !captcha) return;
    setSending(true);
    setFailed(null);
    try {
      const context = getApiClient().currentContext;
      await sendContactTicket(contactTicket(values, captcha, { brandId: context.brandId, language, country: context.country }));
      onSent();
    } catch (error) {
      setSending(false);
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'CAPTCHA_INVALID' || code === 'CAPTCHA_REPLAYED') {
        // A solution is good once: the shopper solves a new challenge.
        setResetCount((n) => n + 1);
        setFailed('contact.errors.captchaInvalid');
        return;
      }
      const fields = error instanceof ApiError && error.status === 422 ? (error.body?.fields as ContactErrors | undefined) : undefined;
      if (fields) setRefused(fields);
      else setFailed(error instanceof ApiError && error.status !== 422 ? error.messageKey : 'contact.failed');
    }
  };

  const row = (field: Field, control: ReactNode) => {
    const error = errorOf(field);
    return (
      <div className="ui-field">
        <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
        {control}
        {error && (
          <p id={`${id}-${field}-error`} className="ui-field__error" data-testid={`contact-error-${field}`} data-key={error}>
            {errorText(field, error)}
          </p>
        )}
      </div>
    );
  };
  const controlProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    'data-testid': `contact-${field}`,
    value: values[field],
    onBlur: () => touch(field),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `${id}-${field}-error` : undefined,
  });

  return (
    <form noValidate className="ui-form acc-contact__form" data-testid="contact-form" onSubmit={(event) => void submit(event)}>
      {row('contactName', <input {...controlProps('contactName')} autoComplete="name" maxLength={CONTACT_LIMITS.name} onChange={(e) => change('contactName', e.currentTarget.value)} />)}
      {row('contactEmail', <input {...controlProps('contactEmail')} type="email" autoComplete="email" onChange={(e) => change('contactEmail', e.currentTarget.value)} />)}
      {row('contactPhone', <input {...controlProps('contactPhone')} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} onChange={(e) => change('contactPhone', e.currentTarget.value)} />)}
      {row(
        'ticketSubjectCode',
        <select {...controlProps('ticketSubjectCode')} onChange={(e) => change('ticketSubjectCode', e.currentTarget.value)}>
          <option value="">{t('contact.subjectChoose')}</option>
          {subjects.map((subject) => (
            <option key={subject.code} value={subject.code}>
              {subject.subject}
            </option>
          ))}
        </select>,
      )}
      {row('orderId', <input {...controlProps('orderId')} inputMode="numeric" maxLength={CONTACT_LIMITS.orderId} onChange={(e) => change('orderId', e.currentTarget.value)} />)}
      {row('ticketMessage', <textarea {...controlProps('ticketMessage')} rows={6} maxLength={CONTACT_LIMITS.message} onChange={(e) => change('ticketMessage', e.currentTarget.value)} />)}
      <CaptchaField
        className="acc-contact__captcha"
        testId="contact-captcha"
        language={language}
        challengeUrl={challengeUrl()}
        label={t('contact.captcha')}
        resetCount={resetCount}
        onChange={(payload) => {
          setCaptcha(payload);
          setRefused(({ recaptcha: _old, ...rest }) => rest);
        }}
      />
      {(refused.recaptcha || (!captcha && Object.keys(found).length === 1)) && (
        <p className="ui-field__error" data-testid="contact-error-recaptcha" data-key={refused.recaptcha ?? found.recaptcha}>
          {t('contact.errors.captcha')}
        </p>
      )}
      {failed && (
        <p role="alert" className="ui-field__error" data-testid="contact-message" data-key={failed}>
          {t(failed)}
        </p>
      )}
      {missing.length > 0 && (
        <p id={missingId} className="acc-contact__missing" data-testid="contact-missing">
          {t('contact.missing', { fields: new Intl.ListFormat(language, { type: 'conjunction' }).format(missing.map((field) => t(LABELS[field]))) })}
        </p>
      )}
      <div className="ui-actions">
        <button
          type="submit"
          className="ui-button"
          data-testid="contact-send"
          disabled={blocked || sending}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {t(sending ? 'contact.sending' : 'contact.send')}
        </button>
      </div>
    </form>
  );
}
