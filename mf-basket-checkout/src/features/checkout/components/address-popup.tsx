import type { Address, AddressInput, AddressType } from '@trama/shared/contract';
import { AddressPopup as SharedAddressPopup } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';

interface AddressPopupProps {
  language: string;
  type: AddressType;
  /** null adds a new address. */
  editing: Address | null;
  defaultCountry: string;
  onSave: (input: AddressInput) => Promise<void>;
  onClose: () => void;
}

/**
 * Account §5 Address form: the same popup as the account's addresses page (@trama/shared/ui), with
 * this remote's texts (basket:checkout.addressForm) and classes.
 */
export function AddressPopup({ language, ...props }: AddressPopupProps) {
  const t = useBasketT(language);
  return <SharedAddressPopup {...props} language={language} t={(key, options) => t(key, options ?? {})} textPrefix="checkout.addressForm" />;
}
