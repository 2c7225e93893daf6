import { useEffect } from 'react';
import { getBus } from '@trama/shared/bus';
import { onBasketAdded } from '../../../state/basket-add.ts';

/**
 * §4 Add to cart: the popup opens after a successful add, and whenever any slice sends
 * `ui.open` {panel: 'basket'} (observed, not handled: the shell may own `ui.open` for its panels).
 */
export function usePopupRequests(open: () => void, close: () => void): void {
  useEffect(() => {
    const bus = getBus();
    const opens = bus.commands('ui.open').subscribe(({ panel }) => {
      if (panel === 'basket') open();
    });
    const closes = bus.commands('ui.close').subscribe(({ panel }) => {
      if (panel === 'basket') close();
    });
    const offAdded = onBasketAdded(open);
    return () => {
      opens.unsubscribe();
      closes.unsubscribe();
      offAdded();
    };
  }, [open, close]);
}
