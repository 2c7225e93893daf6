import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { MagazinePage } from '../features/magazine/components/magazine-page.tsx';

export default createParcel(MagazinePage, { boundary: 'content' });
