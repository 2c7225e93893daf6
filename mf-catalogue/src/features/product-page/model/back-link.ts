import { stripLanguage } from '@trama/shared/ui';
import { BACK_LINK_KEY } from '../../../components/product-card.tsx';

export { BACK_LINK_KEY };

/**
 * Where "back" goes when the product is missing: the stored backLink (a shop path, with or
 * without language, or a same-site URL), else the menu page. Anything off-site is ignored.
 */
export function backTarget(stored: string | null, menuPath: string): string {
  if (stored) {
    let path = stored.trim();
    if (/^https?:\/\//i.test(path)) {
      try {
        const url = new URL(path);
        path = url.origin === globalThis.location?.origin ? `${url.pathname}${url.search}` : '';
      } catch {
        path = '';
      }
    }
    if (path.startsWith('/') && !path.startsWith('//')) return stripLanguage(path);
  }
  return stripLanguage(menuPath);
}

export function readBackLink(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(BACK_LINK_KEY) ?? null;
  } catch {
    return null;
  }
}
