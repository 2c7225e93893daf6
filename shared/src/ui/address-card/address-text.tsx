import type { Address } from '@trama/shared/contract';
import { addressCountryName } from '@trama/shared/rules';

interface AddressTextProps {
  address: Address;
  /** The page's language: the country's name is in it, not in the Italian saved with the address (issue 29 §13). */
  language: string;
  /** The phone line, in the caller's words ("Tel. 333…"). */
  phone: string;
  /** The calling remote's class for its place on the card, beside `ui-address`. */
  className?: string;
}

/** A saved address as its card shows it (account's address book, the checkout's address step): name, street, zip and city, country, phone. */
export function AddressText({ address, language, phone, className }: AddressTextProps) {
  return (
    <address className={className ? `ui-address ${className}` : 'ui-address'}>
      {address.name}
      <br />
      {address.address1}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {address.zip} {address.city}
      <br />
      {addressCountryName(address, language)}
      <br />
      {phone}
    </address>
  );
}
