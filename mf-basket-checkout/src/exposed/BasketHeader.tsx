import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import { BasketHeader } from '../features/basket/components/basket-header.tsx';
import { startBasketService } from '../state/basket-service.ts';

// Every basket parcel starts the service: `basket.add` and the `basket` fact live from the first load.
startBasketService();

/** The header basket and its popup; props: BasketHeaderProps (SlotProps + optional orderPath). */
export default createParcel(BasketHeader, { boundary: 'basket' });
