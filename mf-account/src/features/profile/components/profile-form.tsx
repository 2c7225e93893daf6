import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@trama/shared/api';
import type { AccountProfile, Store } from '@trama/shared/contract';
import { fieldContext } from '@trama/shared/i18n';
import { PROFILE_NAME_MAX_LENGTH, toProfileUpdate, validateProfile, type ProfileErrors, type ProfileForm as Values } from '@trama/shared/rules';
import { useAccountT } from '../../../components/use-account-t.ts';
import { saveProfile } from '../api/profile-api.ts';
import { profileErrorText, profileForm } from '../model/profile-values.ts';
import { FormFooter } from './form-footer.tsx';

/** §9: status and message banners disappear after 7 s. */
const BANNER_MS = 7000;

/** The API's banner key as the form's message: alertMessage.2 saved, alertMessage.1 failed, both said politely. */
function bannerMessage(banner: 'alertMessage.1' | 'alertMessage.2') {
  const ok = banner === 'alertMessage.2';
  return { ok, key: banner, text: ok ? 'profile.saved' : 'profile.failed', alert: false };
}

interface ProfileFormProps {
  language: string;
  profile: AccountProfile;
  stores: Store[] | null;
  onSaved: (profile: AccountProfile) => void;
}

/**
 * Account §5 Profile: names (at most 30), read-only e-mail, gender, birth date (day and month
 * required, year blank = 1900), preferred store, and the newsletter and partner opt-ins sent as Y/N.
 * The same shared rules as the API; its 422 INVALID_PROFILE fields show on the form too.
 */
export function ProfileForm({ language, profile, stores, onSaved }: ProfileFormProps) {
  const t = useAccountT(language);
  const id = useId();
  const [values, setValues] = useState<Values>(() => profileForm(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<'alertMessage.1' | 'alertMessage.2' | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField = field === 'birthDay' || field === 'birthMonth' || field === 'birthYear' ? 'birthdate' : field;
    setErrors(({ [errorField as keyof ProfileErrors]: _old, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await saveProfile(toProfileUpdate(values));
      onSaved(saved);
      setBanner('alertMessage.2');
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? (error.body?.fields as ProfileErrors | undefined) : undefined;
      if (fields) setErrors(fields);
      setBanner('alertMessage.1');
    } finally {
      setSaving(false);
    }
  };

  const error = (field: keyof ProfileErrors, label: string) => {
    const key = errors[field];
    if (!key) return null;
    const text = profileErrorText(key);
    return (
      <p id={`${id}-${field}-error`} className="ui-field__error" data-testid={`profile-error-${field}`} data-key={key}>
        {t(text.key, { field: label, max: text.max, context: fieldContext(language, field === 'birthdate' ? 'profile.birthDate' : `profile.${field}`) })}
      </p>
    );
  };
  const described = (field: keyof ProfileErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  const row = (field: keyof ProfileErrors, label: string, control: ReactNode) => (
    <div className="ui-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {control}
      {error(field, label)}
    </div>
  );

  const name = (field: 'firstName' | 'lastName', autoComplete: string) =>
    row(
      field,
      t(`profile.${field}`),
      <input
        id={`${id}-${field}`}
        data-testid={`profile-${field}`}
        autoComplete={autoComplete}
        maxLength={PROFILE_NAME_MAX_LENGTH}
        value={values[field]}
        onChange={(event) => change(field, event.currentTarget.value)}
        {...described(field)}
      />,
    );

  const datePart = (part: 'birthDay' | 'birthMonth' | 'birthYear', label: string, size: number) => (
    <label className="acc-profile__date-part">
      <span>{label}</span>
      <input
        data-testid={`profile-${part}`}
        inputMode="numeric"
        maxLength={size}
        size={size + 1}
        value={values[part]}
        onChange={(event) => change(part, event.currentTarget.value.replace(/\D/g, ''))}
        {...described('birthdate')}
      />
    </label>
  );

  return (
    <form noValidate className="ui-form acc-profile__form" aria-labelledby={`${id}-title`} data-testid="profile-form" onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className="acc-profile__title">
        {t('profile.title')}
      </h2>
      {name('firstName', 'given-name')}
      {name('lastName', 'family-name')}
      <div className="ui-field">
        <label htmlFor={`${id}-email`}>{t('profile.email')}</label>
        <input id={`${id}-email`} data-testid="profile-email" type="email" value={profile.email} readOnly aria-readonly="true" />
      </div>
      <fieldset className="ui-field acc-profile__choices" {...described('gender')}>
        <legend>{t('profile.gender')}</legend>
        {(['F', 'M'] as const).map((gender) => (
          <label key={gender}>
            <input type="radio" name={`${id}-gender`} data-testid={`profile-gender-${gender}`} checked={values.gender === gender} onChange={() => change('gender', gender)} />{' '}
            {t(gender === 'F' ? 'profile.female' : 'profile.male')}
          </label>
        ))}
        {error('gender', t('profile.gender'))}
      </fieldset>
      <fieldset className="ui-field">
        <legend>{t('profile.birthDate')}</legend>
        <div className="acc-profile__date">
          {datePart('birthDay', t('profile.day'), 2)}
          {datePart('birthMonth', t('profile.month'), 2)}
          {datePart('birthYear', t('profile.year'), 4)}
        </div>
        {error('birthdate', t('profile.birthDate'))}
      </fieldset>
      {row(
        'preferredStoreId',
        t('profile.preferredStore'),
        <select
          id={`${id}-preferredStoreId`}
          data-testid="profile-store"
          value={values.preferredStoreId ?? ''}
          onChange={(event) => change('preferredStoreId', event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          {...described('preferredStoreId')}
        >
          <option value="">{stores ? t('profile.storeChoose') : t('profile.storesFailed')}</option>
          {(stores ?? []).map((store) => (
            <option key={store.storeId} value={store.storeId}>
              {store.name} – {store.city}
            </option>
          ))}
        </select>,
      )}
      <label className="acc-profile__optin">
        <input type="checkbox" data-testid="profile-newsletter" checked={values.newsletter} onChange={(event) => change('newsletter', event.currentTarget.checked)} />{' '}
        {t('profile.newsOptin')}
      </label>
      <label className="acc-profile__optin">
        <input type="checkbox" data-testid="profile-partners" checked={values.partners} onChange={(event) => change('partners', event.currentTarget.checked)} />{' '}
        {t('profile.multisiteOptin')}
      </label>
      <FormFooter name="profile" language={language} busy={saving} message={banner && bannerMessage(banner)} />
    </form>
  );
}
