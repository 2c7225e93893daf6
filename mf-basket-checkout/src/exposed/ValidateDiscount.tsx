import '../features/basket/basket-service.ts';
import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import { ValidateDiscount } from '../features/discount/components/validate-discount.tsx';

/** The /validate?code= page; props: ValidateDiscountProps. */
export default createParcel(ValidateDiscount, { boundary: 'basket' });
