import { createParcel } from '@trama/shared/parcel';
import { ContactPage } from '../features/contact/components/contact-page.tsx';

/** Account §2 Contact (menu key contact), open to visitors; props: ContactPageProps. */
export default createParcel(ContactPage, { boundary: 'account' });
