/** The address popup's values (account §5 Address form) and how its errors read. */
import type { Address, AddressInput, AddressType } from '@trama/shared/contract';
import type { AddressField } from '@trama/shared/rules';

export type AddressFormValues = Record<AddressField, string>;

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

/** The rules' message keys (validation.required, date.1, address.invalid) as this namespace's texts. */
const ERROR_TEXTS: Record<string, string> = {
  'validation.required': 'checkout.addressForm.errors.required',
  'date.1': 'checkout.addressForm.errors.zip',
  'address.invalid': 'checkout.addressForm.errors.invalid',
};

export function errorTextKey(messageKey: string): string {
  return ERROR_TEXTS[messageKey] ?? messageKey;
}

/** The default address of a type: the one marked default, else the first (account §4 Addresses). */
export function defaultAddress(addresses: readonly Address[], type: AddressType): Address | null {
  const ofType = addresses.filter((a) => a.addressType === type);
  return ofType.find((a) => a.isDefault) ?? ofType[0] ?? null;
}
