/** The checkout's address choice (account §4 Addresses); the form itself is @trama/shared/ui's AddressPopup. */
import type { Address, AddressType } from '@trama/shared/contract';

/** The default address of a type: the one marked default, else the first (account §4 Addresses). */
export function defaultAddress(addresses: readonly Address[], type: AddressType): Address | null {
  const ofType = addresses.filter((a) => a.addressType === type);
  return ofType.find((a) => a.isDefault) ?? ofType[0] ?? null;
}
