import { useEffect, useState } from 'react';

/** Account §8 and §9: "Status and message banners disappear after 7 seconds." */
export const BANNER_MS = 7000;

/**
 * A banner's value until it has been shown for `ms`, then null (issue 31 point 11, O10: the
 * password, address, payment and terms banners). A new value — or the same one again after a
 * null — shows for another `ms`.
 */
export function useExpiringBanner<T>(value: T | null, ms: number = BANNER_MS): T | null {
  const [shown, setShown] = useState<{ value: T | null; expired: boolean }>({ value, expired: false });
  // A changed value starts afresh (state adjusted during render, as React documents for props).
  if (!Object.is(shown.value, value)) setShown({ value, expired: false });
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setShown({ value, expired: true }), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown.expired && Object.is(shown.value, value) ? null : value;
}
