import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { OpenFeature, ProviderEvents, type Provider } from '@openfeature/web-sdk';
import { getBus } from '@trama/shared/bus';
import type { FlagValues } from '@trama/shared/contract';
import { flagValuesOfClient, sameFlags } from './flag-values.ts';

/**
 * Architecture §2: flags are evaluated through OpenFeature, the browser asking the API's OFREP
 * endpoint. The shell owns the `flags` fact (contract 1.9): when the provider is ready and whenever
 * its configuration changes (the provider polls), every storefront flag is evaluated and
 * published; slices read it with useFlag / flagValue / watchFlag. Non-blocking: the shop never
 * waits for flags, and a failing flag service changes nothing (the server's values or the
 * defaults stand).
 */
export function startFlags(origin: string, provider: Provider = new OFREPWebProvider({ baseUrl: origin })): void {
  const published = (): FlagValues | undefined => {
    let current: FlagValues | undefined;
    getBus()
      .select('flags')
      .subscribe((flags) => (current = flags))
      .unsubscribe();
    return current;
  };
  // No flag service: the server's values (already published) or, failing those, the defaults —
  // published as {} so a slice waiting for the flags to settle (checkout) goes on with them.
  const giveUp = () => {
    if (published() === undefined) getBus().publish('flags', {});
  };
  try {
    const client = OpenFeature.getClient();
    const publish = () => {
      const values = flagValuesOfClient(client);
      // Nothing evaluated (provider not ready after all): keep what is published.
      if (Object.keys(values).length === 0) return;
      if (!sameFlags(published(), values)) getBus().publish('flags', values);
    };
    // The SDK emits Ready before evaluations reach the new provider: read a tick later.
    const later = () => void setTimeout(publish, 0);
    OpenFeature.addHandler(ProviderEvents.Ready, later);
    OpenFeature.addHandler(ProviderEvents.ConfigurationChanged, later);
    OpenFeature.addHandler(ProviderEvents.Error, giveUp);
    void OpenFeature.setProviderAndWait(provider).then(later, giveUp);
  } catch {
    giveUp();
  }
}
