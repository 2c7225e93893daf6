import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { GoldSilver } from '../features/gold-silver/components/gold-silver.tsx';

/** The gold-and-silver page (menu key orEtArgent); props: MenuPageProps. */
export default createParcel(GoldSilver, { boundary: 'catalogue' });
