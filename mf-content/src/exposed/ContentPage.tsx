import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { ContentPage } from '../features/content-page/components/content-page.tsx';

export default createParcel(ContentPage, { boundary: 'content' });
