import { useSyncExternalStore } from 'react';
import type { BasketHeaderProps } from '@trama/shared/contract';
import { ShopLink } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { basketCount } from '../model/basket-lines.ts';
import { getBasket, subscribeBasket } from '../model/basket-store.ts';

function BagIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M5 8h14l-1.2 12H6.2z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

/** The header basket: icon and piece count, linking to the order page (menu key ma_commande). */
export function BasketHeader({ language, orderPath }: BasketHeaderProps) {
  const t = useBasketT(language);
  const basket = useSyncExternalStore(subscribeBasket, getBasket, getBasket);
  const count = basketCount(basket);
  const label = t('header.label', { count });
  const content = (
    <>
      <BagIcon />
      <span className="bsk-header__count" aria-hidden="true">
        {count}
      </span>
    </>
  );
  if (!orderPath) {
    return (
      <span className="bsk-header" role="img" aria-label={label}>
        {content}
      </span>
    );
  }
  return (
    <ShopLink language={language} to={orderPath} className="bsk-header" aria-label={label}>
      {content}
    </ShopLink>
  );
}
