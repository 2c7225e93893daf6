/**
 * The shopper's cookie choice as the shell publishes it (`consent` fact, storefront §4).
 * `undefined` on the server and until the shell has published: treat it like "no consent yet".
 */
import { useEffect, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import type { ConsentChoice } from '@trama/shared/contract';

export function useConsent(): ConsentChoice | null | undefined {
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  useEffect(() => {
    const subscription = getBus()
      .select('consent')
      .subscribe((fact) => setChoice(fact.choice));
    return () => subscription.unsubscribe();
  }, []);
  return choice;
}
