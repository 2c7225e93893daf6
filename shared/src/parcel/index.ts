export { createParcel, type ParcelLifecycles, type ParcelOptions } from './create-parcel.tsx';
