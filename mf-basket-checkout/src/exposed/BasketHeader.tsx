import '../features/basket/basket-service.ts';
import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import { BasketHeader } from '../features/basket/components/basket-header.tsx';

/** The header basket; props: BasketHeaderProps (SlotProps + optional orderPath). */
export default createParcel(BasketHeader, { boundary: 'basket' });
