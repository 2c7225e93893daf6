import { fetchStoresByBrand, getApiClient } from '@trama/shared/api';
import { useEffect, type ReactNode } from 'react';
import { useAsync, useFlag } from '@trama/shared/ui';
import { fetchReturnReasons } from '../../../api/account-calls.ts';
import { useAccountT } from '../../../components/use-account-t.ts';
import { canSubmit, type ReturnForm } from '../model/return-selection.ts';
import { StepForm, type ReturnStepProps } from './return-step.tsx';

const loadReasons = (signal: AbortSignal, language: string) => fetchReturnReasons(getApiClient(), language, signal);
// Account §3 Store: type G stores are never offered as a choice.
const loadStores = (_signal: AbortSignal, _language: string) =>
  fetchStoresByBrand(getApiClient()).then((stores) => stores.filter((store) => store.storeType !== 'G'));

interface Props extends ReturnStepProps {
  form: ReturnForm;
  onChange: (form: ReturnForm) => void;
  onBack: () => void;
  onSubmit: () => void;
  sending: boolean;
  /** The message key of the API's refusal, if the last submit was refused. */
  errorKey: string | null;
}

interface IdSelectProps {
  id: string;
  label: string;
  /** The first option, chosen while no id is. */
  placeholder: string;
  value: number | null;
  onChange: (value: number | null) => void;
  testId: string;
  error?: string | null;
  /** The `<option>`s, one an id. */
  children: ReactNode;
}

/** A required choice of one id (a reason, a store) from a list the API gave. */
function IdSelect({ id, label, placeholder, value, onChange, testId, error = null, children }: IdSelectProps) {
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} required value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)} data-testid={testId}>
        <option value="">{placeholder}</option>
        {children}
      </select>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/** Step 2 (account §2 Returns, §5): a reason from the API, a message, and how the parcel comes back. */
export function ReturnDetailsStep({ language, selection, form, onChange, onBack, onSubmit, sending, errorKey }: Props) {
  const t = useAccountT(language);
  const reasons = useAsync(loadReasons, [language]);
  // Storefront §9 store return: off, the parcel goes back by post only (the API refuses a store).
  const storeReturn = useFlag('store-return');
  const inStore = storeReturn && form.mode === 'store';
  useEffect(() => {
    if (!storeReturn && form.mode === 'store') onChange({ ...form, mode: 'post', storeId: null });
  }, [storeReturn, form, onChange]);
  const stores = useAsync(loadStores, inStore ? [language] : null);
  const ready = canSubmit(selection, form) && !sending;
  return (
    <StepForm ready={ready} onReady={onSubmit} noValidate>
      <IdSelect
        id="acc-return-reason"
        label={t('returns.reason')}
        placeholder={reasons.status === 'loading' ? t('returns.loadingReasons') : t('returns.chooseReason')}
        value={form.reasonId}
        onChange={(reasonId) => onChange({ ...form, reasonId })}
        testId="account-return-reason"
        error={reasons.status === 'failed' ? t('returns.reasonsError') : null}
      >
        {reasons.status === 'done' &&
          reasons.value.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.reason}
            </option>
          ))}
      </IdSelect>
      <div className="acc-field">
        <label htmlFor="acc-return-message">{t('returns.message')}</label>
        <textarea
          id="acc-return-message"
          required
          rows={4}
          maxLength={2000}
          value={form.message}
          onChange={(event) => onChange({ ...form, message: event.target.value })}
          data-testid="account-return-message"
        />
      </div>
      <fieldset className="acc-field">
        <legend>{t('returns.how')}</legend>
        <label className="acc-choice">
          <input type="radio" name="acc-return-mode" checked={form.mode === 'post'} onChange={() => onChange({ ...form, mode: 'post', storeId: null })} />
          {t('returns.byPost')}
        </label>
        {storeReturn && (
          <label className="acc-choice">
            <input type="radio" name="acc-return-mode" checked={form.mode === 'store'} onChange={() => onChange({ ...form, mode: 'store' })} data-testid="account-return-mode-store" />
            {t('returns.inStore')}
          </label>
        )}
        {inStore && (
          <IdSelect
            id="acc-return-store"
            label={t('returns.store')}
            placeholder={t('returns.chooseStore')}
            value={form.storeId}
            onChange={(storeId) => onChange({ ...form, storeId })}
            testId="account-return-store"
          >
            {stores.status === 'done' &&
              stores.value.map((store) => (
                <option key={store.storeId} value={store.storeId}>
                  {store.name} — {store.city}
                </option>
              ))}
          </IdSelect>
        )}
      </fieldset>
      <p className="acc-return__error" role="alert" data-testid="account-return-error">
        {errorKey ? t(errorKey) : ''}
      </p>
      <div className="acc-return__buttons">
        <button type="button" className="ui-button ui-button--secondary" onClick={onBack}>
          {t('returns.back')}
        </button>
        <button type="submit" className="ui-button" disabled={!ready} aria-busy={sending} data-testid="account-return-submit">
          {t('returns.submit')}
        </button>
      </div>
    </StepForm>
  );
}
