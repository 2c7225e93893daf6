import type { Address } from '@trama/shared/contract';

interface AddressTextProps {
  address: Address;
  /**
   * The country's name in the page's language, not the Italian saved with the address (issue 29 §13:
   * `addressCountryName(address, language)`). Given by the caller so that `@trama/shared/ui` does not
   * load the address rules on every page (issue 30 §4).
   */
  country: string;
  /** The phone line, in the caller's words ("Tel. 333…"). */
  phone: string;
  /** The calling remote's class for its place on the card, beside `ui-address`. */
  className?: string;
}

/** A saved address as its card shows it (account's address book, the checkout's address step): name, street, zip and city, country, phone. */
export function AddressText({ address, country, phone, className }: AddressTextProps) {
  return (
    <address className={className ? `ui-address ${className}` : 'ui-address'}>
      {address.name}
      <br />
      {address.address1}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {address.zip} {address.city}
      <br />
      {country}
      <br />
      {phone}
    </address>
  );
}
