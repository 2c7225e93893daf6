import '../components/stores.css';
import { createParcel } from '@trama/shared/parcel';
import { StoreLocator } from '../features/locator/components/store-locator.tsx';

/** The store locator page (menu key boutique or negozi) or overlay; props: StoreLocatorProps. */
export default createParcel(StoreLocator, { boundary: 'stores' });
