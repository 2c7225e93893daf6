/** The address popup's values (account §5 Address form) and what it sends (account §4 Addresses). */
import type { Address, AddressInput, AddressType } from '@trama/shared/contract';
import type { AddressField } from '@trama/shared/rules';

export type AddressFormValues = Record<AddressField, string>;

/** The form's fields in screen order: the first invalid one takes the focus. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'phone', 'address1', 'address2', 'city', 'zip', 'countryCode'];

export function formValues(address: Address | null, defaultCountry: string): AddressFormValues {
  return {
    name: address?.name ?? '',
    phone: address?.phone ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    zip: address?.zip ?? '',
    countryCode: address?.countryCode || defaultCountry,
  };
}

/** clientAddressId 0 creates; a new address becomes the default (account §4 Addresses). */
export function addressInput(values: AddressFormValues, type: AddressType, editing: Address | null): AddressInput {
  return {
    clientAddressId: editing?.clientAddressId ?? 0,
    addressType: type,
    name: values.name,
    address1: values.address1,
    address2: values.address2 === '' ? null : values.address2,
    city: values.city,
    zip: values.zip,
    countryCode: values.countryCode,
    phone: values.phone,
    isDefault: editing ? editing.isDefault : true,
  };
}

/** Only the fields the API takes (it splits first and last name itself). */
export function apiAddress(input: AddressInput): AddressInput {
  const { clientAddressId, addressType, name, address1, address2, city, zip, countryCode, phone, isDefault } = input;
  return { clientAddressId, addressType, name, address1, address2, city, zip, countryCode, phone, isDefault };
}

/** The rules' message keys (validation.required, date.1, address.invalid) as the popup's own texts. */
const ERROR_TEXTS: Record<string, string> = {
  'validation.required': 'errors.required',
  'date.1': 'errors.zip',
  'address.invalid': 'errors.invalid',
};

/** The text key (below the caller's prefix) for a rule's message key; null when it is no rule's. */
export function errorTextKey(messageKey: string): string | null {
  return ERROR_TEXTS[messageKey] ?? null;
}
