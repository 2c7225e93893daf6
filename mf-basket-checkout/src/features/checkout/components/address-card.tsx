import type { Address, AddressType } from '@trama/shared/contract';
import { addressCountryName } from '@trama/shared/rules';
import { AddressText } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import type { AddressesStatus } from './use-addresses.ts';

interface AddressCardProps {
  language: string;
  type: AddressType;
  address: Address | null;
  status: AddressesStatus;
  onAdd: () => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onRetry: () => void;
}

/** Account §2 Checkout: the default shipping or billing address with edit, delete and add, or an add button. */
export function AddressCard({ language, type, address, status, onAdd, onEdit, onDelete, onRetry }: AddressCardProps) {
  const t = useBasketT(language);
  const suffix = type === 'SHIP' ? 'ship' : 'bill';
  const title = t(type === 'SHIP' ? 'checkout.addresses.shipping' : 'checkout.addresses.billing');
  return (
    <section className="bsk-address-card" aria-label={title} data-testid={`address-card-${suffix}`}>
      <h3 className="bsk-address-card__title">{title}</h3>
      {status === 'loading' && <p aria-busy="true">{t('checkout.addresses.loading')}</p>}
      {status === 'failed' && (
        <p role="alert">
          {t('checkout.addresses.loadFailed')}{' '}
          <button type="button" className="ui-link-button" onClick={onRetry}>
            {t('remote.retry')}
          </button>
        </p>
      )}
      {status === 'ready' &&
        (address ? (
          <>
            <AddressText
              address={address}
              country={addressCountryName(address, language)}
              phone={t('checkout.addresses.phone', { phone: address.phone })}
              className="bsk-address-card__text"
            />
            <button type="button" className="ui-link-button" data-testid={`address-edit-${suffix}`} onClick={() => onEdit(address)}>
              {t('checkout.addresses.edit')}
            </button>{' '}
            {/* Account §2 Checkout popups: delete-address confirmation (issue 31 point 8, C10). */}
            <button type="button" className="ui-link-button" data-testid={`address-delete-${suffix}`} onClick={() => onDelete(address)}>
              {t('checkout.addresses.delete')}
            </button>{' '}
            {/* Issue 14: a shopper with addresses can still add one here, with the account's popup. */}
            <button type="button" className="ui-link-button" data-testid={`address-add-another-${suffix}`} onClick={onAdd}>
              {t('checkout.addresses.add')}
            </button>
          </>
        ) : (
          <>
            <p>{t('checkout.addresses.none')}</p>
            <button type="button" className="ui-button" data-testid={`address-add-${suffix}`} onClick={onAdd}>
              {t('checkout.addresses.add')}
            </button>
          </>
        ))}
    </section>
  );
}
