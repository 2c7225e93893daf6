/**
 * The "promotion rules" feature flag (storefront §9, on by default), read from the shell's `flags`
 * fact like every flag (docs/flags.md). Until the shell publishes, the default applies.
 */
import { flagValue, watchFlag } from '@trama/shared/ui';

export const PROMOTION_FLAG = 'promotion-rules';

export function promotionsEnabled(): boolean {
  return flagValue(PROMOTION_FLAG);
}

/** `onChange` runs whenever the flag's value changes (e.g. the shell's flags arrive); returns the unsubscribe. */
export function watchPromotionFlag(onChange: () => void): () => void {
  let last = promotionsEnabled();
  return watchFlag(PROMOTION_FLAG, (value) => {
    if (value === last) return;
    last = value;
    onChange();
  });
}
