import { createParcel } from '@trama/shared/parcel';
import { CataloguesPage } from '../features/pages/catalogues/components/catalogues-page.tsx';

/** Account §2 Catalogues page (menu key catalogues), open to visitors; props: CataloguesPageProps. */
export default createParcel(CataloguesPage, { boundary: 'account' });
