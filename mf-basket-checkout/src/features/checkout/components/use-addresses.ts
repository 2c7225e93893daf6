import { useCallback, useEffect, useState } from 'react';
import { deleteAddress, fetchAddresses, getApiClient, saveAddress } from '@trama/shared/api';
import type { Address, AddressInput } from '@trama/shared/contract';

export type AddressesStatus = 'loading' | 'ready' | 'failed';

interface Loaded {
  /** The load this answer belongs to (shopper and attempt): an older answer never shows. */
  load: string;
  status: Exclude<AddressesStatus, 'loading'>;
  list: Address[];
}

/** The signed-in shopper's addresses (account §4 Addresses); a save answers and shows the new list. */
export function useAddresses(webClientId: number | null) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const load = `${webClientId}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchAddresses(getApiClient(), controller.signal).then(
      (list) => setLoaded({ load, status: 'ready', list }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[checkout] addresses unavailable', error);
        setLoaded({ load, status: 'failed', list: [] });
      },
    );
    return () => controller.abort();
  }, [load]);

  const save = useCallback(
    async (input: AddressInput) => {
      const list = await saveAddress(getApiClient(), input);
      if (Array.isArray(list)) setLoaded({ load, status: 'ready', list });
      else setAttempt((n) => n + 1);
    },
    [load],
  );

  /** Account §2 Checkout popups: delete-address confirmation (issue 31 point 8); answers the remaining list. */
  const remove = useCallback(
    async (address: Pick<Address, 'addressType' | 'clientAddressId'>) => {
      const list = await deleteAddress(getApiClient(), address);
      if (Array.isArray(list)) setLoaded({ load, status: 'ready', list });
      else setAttempt((n) => n + 1);
    },
    [load],
  );

  const current = loaded?.load === load ? loaded : null;
  return {
    status: current?.status ?? ('loading' as AddressesStatus),
    list: current?.list ?? [],
    save,
    remove,
    retry: () => setAttempt((n) => n + 1),
  };
}
