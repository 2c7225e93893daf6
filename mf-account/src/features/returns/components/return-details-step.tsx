import { fetchStoresByBrand, getApiClient } from '@trama/shared/api';
import { useEffect } from 'react';
import { useAsync, useFlag } from '@trama/shared/ui';
import { fetchReturnReasons } from '../../../api/account-calls.ts';
import { useAccountT } from '../../../components/use-account-t.ts';
import { canSubmit, type LineSelection, type ReturnForm } from '../model/return-selection.ts';

const loadReasons = (signal: AbortSignal, language: string) => fetchReturnReasons(getApiClient(), language, signal);
// Account §3 Store: type G stores are never offered as a choice.
const loadStores = (_signal: AbortSignal, _language: string) =>
  fetchStoresByBrand(getApiClient()).then((stores) => stores.filter((store) => store.storeType !== 'G'));

interface Props {
  language: string;
  selection: LineSelection;
  form: ReturnForm;
  onChange: (form: ReturnForm) => void;
  onBack: () => void;
  onSubmit: () => void;
  sending: boolean;
  /** The message key of the API's refusal, if the last submit was refused. */
  errorKey: string | null;
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
    <form
      className="acc-return__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSubmit();
      }}
    >
      <div className="acc-field">
        <label htmlFor="acc-return-reason">{t('returns.reason')}</label>
        <select
          id="acc-return-reason"
          required
          value={form.reasonId ?? ''}
          onChange={(event) => onChange({ ...form, reasonId: event.target.value ? Number(event.target.value) : null })}
          data-testid="account-return-reason"
        >
          <option value="">{reasons.status === 'loading' ? t('returns.loadingReasons') : t('returns.chooseReason')}</option>
          {reasons.status === 'done' &&
            reasons.value.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.reason}
              </option>
            ))}
        </select>
        {reasons.status === 'failed' && <p role="alert">{t('returns.reasonsError')}</p>}
      </div>
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
          <div className="acc-field">
            <label htmlFor="acc-return-store">{t('returns.store')}</label>
            <select
              id="acc-return-store"
              required
              value={form.storeId ?? ''}
              onChange={(event) => onChange({ ...form, storeId: event.target.value ? Number(event.target.value) : null })}
              data-testid="account-return-store"
            >
              <option value="">{t('returns.chooseStore')}</option>
              {stores.status === 'done' &&
                stores.value.map((store) => (
                  <option key={store.storeId} value={store.storeId}>
                    {store.name} — {store.city}
                  </option>
                ))}
            </select>
          </div>
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
    </form>
  );
}
