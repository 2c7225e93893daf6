import { useCallback, useEffect, useState } from 'react';
import { fetchLoyalty, getApiClient, redeemLoyalty } from '@trama/shared/api';
import type { LoyaltyBalance, LoyaltyRedemption } from '@trama/shared/contract';

/** Account §4 Loyalty: the balance (null until known, when unavailable or switched off) and the conversion. */
export function useLoyalty(enabled: boolean, webClientId: number | null) {
  const [loaded, setLoaded] = useState<{ owner: number | null; balance: LoyaltyBalance } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchLoyalty(getApiClient(), controller.signal).then(
      (balance) => setLoaded({ owner: webClientId, balance }),
      (error: unknown) => {
        // No balance: the box stays hidden, the checkout goes on without it.
        if (!controller.signal.aborted) console.warn('[checkout] loyalty unavailable', error);
      },
    );
    return () => controller.abort();
  }, [enabled, webClientId]);

  const redeem = useCallback(async (): Promise<LoyaltyRedemption> => {
    const redemption = await redeemLoyalty(getApiClient());
    setLoaded({ owner: webClientId, balance: redemption.loyalty });
    return redemption;
  }, [webClientId]);

  return { balance: enabled && loaded?.owner === webClientId ? loaded.balance : null, redeem };
}
