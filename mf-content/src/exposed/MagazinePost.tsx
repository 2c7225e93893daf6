import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { MagazinePost } from '../features/magazine/components/magazine-post.tsx';

export default createParcel(MagazinePost, { boundary: 'content' });
