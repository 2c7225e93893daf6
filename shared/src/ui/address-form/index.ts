export { AddressPopup } from './lazy-address-popup.tsx';
export type { AddressFormT, AddressPopupProps } from './address-popup.tsx';
export { ADDRESS_FIELDS, addressInput, apiAddress, formValues, type AddressFormValues } from './address-form-values.ts';
