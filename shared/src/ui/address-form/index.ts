export { AddressPopup, type AddressFormT, type AddressPopupProps } from './address-popup.tsx';
export { ADDRESS_FIELDS, addressInput, apiAddress, formValues, type AddressFormValues } from './address-form-values.ts';
