import { useCallback, useEffect, useState } from 'react';
import { deleteAddress, fetchAddresses, getApiClient, saveAddress } from '@trama/shared/api';
import { ADDRESS_DEFAULT_PATH, type Address, type AddressInput } from '@trama/shared/contract';

export type AddressBookStatus = 'loading' | 'ready' | 'failed';

/**
 * The signed-in customer's addresses (account §4 Addresses). Every change answers the whole list,
 * which replaces what is shown: the API moves the default, never the page.
 */
export function useAddressBook() {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<AddressBookStatus>('loading');
  const [list, setList] = useState<Address[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    fetchAddresses(getApiClient(), controller.signal).then(
      (answer) => {
        setList(answer);
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[account] addresses unavailable', error);
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const save = useCallback(async (input: AddressInput) => {
    setList(await saveAddress(getApiClient(), input));
  }, []);

  const remove = useCallback(async (address: Address) => {
    setList(await deleteAddress(getApiClient(), address));
  }, []);

  /** §4: setting a default unsets the previous one; the API does both and answers the list. */
  const makeDefault = useCallback(async (address: Address) => {
    setList(await getApiClient().request<Address[]>(ADDRESS_DEFAULT_PATH(address.clientAddressId, address.addressType), { method: 'PUT', secured: true }));
  }, []);

  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  return { status, list, save, remove, makeDefault, retry };
}
