/**
 * The "promotion rules" feature flag (storefront §9, on by default), read through the OpenFeature
 * singleton the shell sets up (it lives on globalThis, so this bundle's copy of the SDK reaches it).
 * The SDK loads in its own chunk: the header basket never waits for it, and until it answers the
 * default applies.
 */
export const PROMOTION_FLAG = 'promotion-rules';

interface FlagClient {
  getBooleanValue(flag: string, defaultValue: boolean): boolean;
}

let client: FlagClient | null = null;
let loading: Promise<void> | null = null;

export function promotionsEnabled(): boolean {
  try {
    return client?.getBooleanValue(PROMOTION_FLAG, true) ?? true;
  } catch {
    return true;
  }
}

/** Loads the SDK once; `onChange` runs when flags arrive or change (the shell sets the provider late). */
export function watchPromotionFlag(onChange: () => void): Promise<void> {
  loading ??= import('@openfeature/web-sdk')
    .then(({ OpenFeature, ProviderEvents }) => {
      client = OpenFeature.getClient();
      // The SDK emits Ready before evaluations reach the new provider: read the flag a tick later.
      const later = () => void setTimeout(onChange, 0);
      OpenFeature.addHandler(ProviderEvents.Ready, later);
      OpenFeature.addHandler(ProviderEvents.ConfigurationChanged, later);
      onChange();
    })
    .catch(() => {
      // No flag service: the default (promotions on) stands.
    });
  return loading;
}
