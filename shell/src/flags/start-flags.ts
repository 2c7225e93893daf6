import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { OpenFeature } from '@openfeature/web-sdk';

/**
 * Architecture §2: flags are evaluated through OpenFeature, the browser asking the API's OFREP
 * endpoint. Remotes read flags through the same OpenFeature singleton (it lives on globalThis).
 * Non-blocking: the shop never waits for flags, and a failing flag service changes nothing.
 */
export function startFlags(origin: string): void {
  try {
    OpenFeature.setProvider(new OFREPWebProvider({ baseUrl: origin }));
  } catch {
    // Defaults apply when flags are unavailable.
  }
}
