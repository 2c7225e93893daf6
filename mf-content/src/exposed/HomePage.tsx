import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { HomePage } from '../features/home/components/home-page.tsx';

export default createParcel(HomePage, { boundary: 'content' });
