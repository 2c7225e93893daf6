import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';

export default createParcel(NewsletterForm, { boundary: 'content' });
