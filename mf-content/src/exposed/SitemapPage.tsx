import { createParcel } from '@trama/shared/parcel';
import '../components/base.css';
import { SitemapPage } from '../features/sitemap/components/sitemap-page.tsx';

/** Storefront §2 sitemap (menu key plan_du_site); props: SitemapPageProps. */
export default createParcel(SitemapPage, { boundary: 'content' });
