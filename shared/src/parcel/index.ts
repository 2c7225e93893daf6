export { createParcel, type ParcelLifecycles, type ParcelOptions, type ServerRendered } from './create-parcel.tsx';
export { startStandalone, type StandaloneLocation, type StandaloneSlot } from './standalone.ts';
export { ForeignParcel, type ForeignParcelProps } from './foreign-parcel.tsx';
export { ParcelHost, type ParcelHostProps } from './parcel-host.tsx';
