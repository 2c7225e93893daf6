/**
 * Storefront §2 Page metadata of the home: the shop's own title and description (the shell's) with
 * the first banner as its preview image; the shell adds the WebSite and its search.
 */
import type { ServerPageHead } from '@trama/shared/ui';
import { absoluteUrl, widgetPhoto } from '../../../components/page-head.ts';
import type { HomeLayout } from './home-layout.ts';

export function homeHead(layout: HomeLayout | null, origin: string): ServerPageHead | null {
  if (!layout) return null;
  const photo = [...layout.banners, ...layout.categories].map(widgetPhoto).find(Boolean) ?? layout.linksBlock?.photo?.src;
  return photo ? { image: absoluteUrl(photo, origin) } : null;
}
