import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { SizeGuide } from '../features/size-guide/components/size-guide.tsx';

/** The size guide's content for the shell's side panel (storefront §2); props: SizeGuideProps. */
export default createParcel(SizeGuide, { boundary: 'content' });
