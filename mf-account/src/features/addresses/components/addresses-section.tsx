import './addresses.css';
import { useCallback, useState } from 'react';
import { ApiError, getApiClient } from '@trama/shared/api';
import type { Address, AddressType } from '@trama/shared/contract';
import { defaultCountryFor } from '@trama/shared/rules';
import { AddressPopup, Spinner, useExpiringBanner } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';
import { AddressTile } from './address-tile.tsx';
import { DeleteConfirmation } from './delete-confirmation.tsx';
import { useAddressBook } from './use-address-book.ts';

const TYPES: readonly AddressType[] = ['SHIP', 'BILL'];

/**
 * The customer's addresses (account §2 Addresses page): a shipping and a billing section of cards
 * with edit, delete (after a confirmation) and set-as-default, and an add card. The form is the
 * checkout's popup (@trama/shared/ui), so both apply the same §5 rules.
 */
export function AddressesSection({ language }: { language: string }) {
  const t = useAccountT(language);
  const book = useAddressBook();
  const [popup, setPopup] = useState<{ type: AddressType; editing: Address | null } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailed] = useState<string | null>(null);
  // Account §8/§9: the banner disappears after 7 s (issue 31 point 11, O10).
  const failed = useExpiringBanner(failure);
  const closePopup = useCallback(() => setPopup(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  const act = async (change: () => Promise<void>) => {
    setBusy(true);
    setFailed(null);
    try {
      await change();
    } catch (error) {
      setFailed(error instanceof ApiError ? error.messageKey : 'addresses.actionFailed');
    } finally {
      setBusy(false);
    }
  };

  if (book.status === 'loading') return <Spinner label={t('addresses.loading')} />;
  if (book.status === 'failed')
    return (
      <p role="alert" className="acc-addresses__message">
        {t('addresses.loadFailed')}{' '}
        <button type="button" className="ui-link-button" onClick={book.retry}>
          {t('remote.retry')}
        </button>
      </p>
    );

  return (
    <div className="acc-addresses" data-testid="account-addresses">
      {failed && (
        <p role="alert" className="ui-field__error" data-testid="addresses-message" data-key={failed}>
          {t(failed)}
        </p>
      )}
      {TYPES.map((type) => {
        const suffix = type === 'SHIP' ? 'ship' : 'bill';
        const title = t(type === 'SHIP' ? 'addresses.shipping' : 'addresses.billing');
        return (
          <section key={type} className="acc-addresses__group" aria-label={title} data-testid={`addresses-${suffix}`}>
            <h2 className="acc-addresses__title">{title}</h2>
            <ul className="acc-addresses__list">
              {book.list
                .filter((address) => address.addressType === type)
                .map((address) => (
                  <AddressTile
                    key={address.clientAddressId}
                    language={language}
                    address={address}
                    busy={busy}
                    onEdit={(editing) => setPopup({ type, editing })}
                    onDelete={setDeleting}
                    onMakeDefault={(chosen) => void act(() => book.makeDefault(chosen))}
                  />
                ))}
              <li className="acc-address acc-address--add">
                <button type="button" className="acc-address__add" data-testid={`address-add-${suffix}`} onClick={() => setPopup({ type, editing: null })}>
                  <span aria-hidden="true">+</span> {t('addresses.add')}
                </button>
              </li>
            </ul>
          </section>
        );
      })}
      {popup && (
        <AddressPopup
          type={popup.type}
          editing={popup.editing}
          defaultCountry={defaultCountryFor(getApiClient().currentContext.country)}
          onSave={book.save}
          onClose={closePopup}
          t={(key, options) => t(key, options ?? {})}
          textPrefix="addresses.form"
          language={language}
        />
      )}
      {deleting && (
        <DeleteConfirmation
          language={language}
          busy={busy}
          onClose={closeDelete}
          onConfirm={() =>
            void act(async () => {
              await book.remove(deleting);
              setDeleting(null);
            })
          }
        />
      )}
    </div>
  );
}
