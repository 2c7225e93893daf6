import type { Address } from '@trama/shared/contract';
import { addressCountryName } from '@trama/shared/rules';
import { AddressText } from '@trama/shared/ui';
import { useAccountT } from '../../../components/use-account-t.ts';

interface AddressTileProps {
  language: string;
  address: Address;
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

/** Account §2 Addresses page: one card (name, address, zip and city, country, phone) and its actions. */
export function AddressTile({ language, address, busy, onEdit, onDelete, onMakeDefault }: AddressTileProps) {
  const t = useAccountT(language);
  return (
    <li className="acc-address" data-testid="address-tile" data-address-id={address.clientAddressId} data-default={address.isDefault}>
      {address.isDefault && <p className="acc-address__badge">{t('addresses.default')}</p>}
      {/* Issue 29 §13: the country in the page's language, not the Italian saved with the address. */}
      <AddressText address={address} country={addressCountryName(address, language)} phone={t('addresses.phone', { phone: address.phone })} />
      <div className="acc-address__actions">
        <button type="button" className="ui-link-button" data-testid="address-edit" disabled={busy} onClick={() => onEdit(address)}>
          {t('addresses.edit')}
        </button>
        <button type="button" className="ui-link-button" data-testid="address-delete" disabled={busy} onClick={() => onDelete(address)}>
          {t('addresses.delete')}
        </button>
        {!address.isDefault && (
          <button type="button" className="ui-link-button" data-testid="address-make-default" disabled={busy} onClick={() => onMakeDefault(address)}>
            {t('addresses.makeDefault')}
          </button>
        )}
      </div>
    </li>
  );
}
