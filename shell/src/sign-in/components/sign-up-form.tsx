import { useState, type FormEvent } from 'react';
import { useTranslation } from '@trama/shared/i18n';
import { NAME_MAX_LENGTH } from '@trama/shared/rules';
import { registerShopper } from '../api/auth-actions.ts';
import { registrationFailureKey } from '../model/messages.ts';
import { useSignUpForm } from '../model/use-sign-up-form.ts';
import { BirthDateFields } from './birth-date-fields.tsx';
import { CheckField } from './check-field.tsx';
import { FormMessage, type Message } from './form-message.tsx';
import { GenderField } from './gender-field.tsx';
import { SignUpSuccess } from './sign-up-success.tsx';
import { StoreSelect } from './store-select.tsx';
import { NewPasswordField, TextField } from './text-field.tsx';

/** Storefront §3 Sign-up form with every §5 rule; the e-mail comes from the lookup and is read-only. */
export function SignUpForm({ email, onDone, autoFocus }: { email: string; onDone: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation('shell');
  const { form, set, touch, errorOf, textField, canSubmit, attempt } = useSignUpForm(email);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const [done, setDone] = useState(false);

  if (done) return <SignUpSuccess email={form.email} onDone={onDone} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    attempt();
    if (!canSubmit || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await registerShopper(form);
      setDone(true);
    } catch (error) {
      setFailure({ key: registrationFailureKey(error), tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <form className="sh-auth-form sh-signup" noValidate onSubmit={submit} aria-busy={busy} data-testid="signup-form">
      <p className="sh-auth-form__intro">{t('signin.newUser')}</p>
      <TextField label={t('signup.email')} type="email" readOnly value={form.email} onValue={() => undefined} testId="signup-email" />
      <div className="sh-signup__row">
        <TextField
          label={t('signup.firstName')}
          autoComplete="given-name"
          autoFocus={autoFocus}
          required
          maxLength={NAME_MAX_LENGTH}
          {...textField('username')}
          testId="signup-firstname"
        />
        <TextField
          label={t('signup.lastName')}
          autoComplete="family-name"
          required
          maxLength={NAME_MAX_LENGTH}
          {...textField('userlastname')}
          testId="signup-lastname"
        />
      </div>
      <NewPasswordField label={t('signup.password')} hint={t('signup.passwordHint')} {...textField('password')} testId="signup-password" />
      <GenderField
        value={form.gender}
        onChange={(value) => {
          set('gender', value);
          touch('gender');
        }}
        error={errorOf('gender')}
      />
      <BirthDateFields
        day={form.birthDay}
        month={form.birthMonth}
        year={form.birthYear}
        onChange={(part, value) => set(part, value)}
        onLeave={() => touch('birthDate')}
        error={errorOf('birthDate')}
      />
      <StoreSelect value={form.preferredStoreId} onChange={(storeId) => set('preferredStoreId', storeId)} />
      <CheckField
        label={t('signup.consentData')}
        checked={form.connection_2}
        onChecked={(checked) => {
          set('connection_2', checked);
          touch('connection_2');
        }}
        required
        error={errorOf('connection_2')}
        errorValues={{ field: t('signup.consentDataField') }}
        testId="signup-consent-data"
      />
      <CheckField label={t('signup.consentNews')} checked={form.connection_3} onChecked={(checked) => set('connection_3', checked)} testId="signup-consent-news" />
      <CheckField
        label={t('signup.consentMultisite')}
        checked={form.connection_1}
        onChecked={(checked) => set('connection_1', checked)}
        testId="signup-consent-multisite"
      />
      <FormMessage testId="signup-error" message={failure} />
      <button type="submit" className="ui-button sh-auth-form__submit" disabled={!canSubmit || busy} data-testid="signup-submit">
        {busy ? t('signin.working') : t('signup.submit')}
      </button>
    </form>
  );
}
