import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import { ValidateDiscount } from '../features/discount/components/validate-discount.tsx';
import { startBasketService } from '../state/basket-service.ts';

startBasketService();

/** The /validate?code= page; props: ValidateDiscountProps. */
export default createParcel(ValidateDiscount, { boundary: 'basket' });
