import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import type { BasketHeaderProps } from '@trama/shared/contract';
import { BasketHeader } from '../features/basket/components/basket-header.tsx';
import { DiscountNotice } from '../features/discount/components/discount-notice.tsx';
import { startBasketService } from '../state/basket-service.ts';

// Every basket parcel starts the service: `basket.add` and the `basket` fact live from the first load.
startBasketService();

/** The header basket with the /validate outcome under it: the header is on every page, so the message survives the redirect home. */
function HeaderBasket(props: BasketHeaderProps) {
  return <BasketHeader {...props} notice={<DiscountNotice language={props.language} />} />;
}

/** The header basket and its popup; props: BasketHeaderProps (SlotProps + optional orderPath). */
export default createParcel(HeaderBasket, { boundary: 'basket' });
