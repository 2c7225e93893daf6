// Standalone only: on the shop the shell loads the primitives' one stylesheet (docs/ui-primitives.md).
import '@trama/shared/ui/ui.css';
import { fetchMenu, getApiClient } from '@trama/shared/api';
import type { MenuItem } from '@trama/shared/contract';
import { startStandalone, type StandaloneLocation, type StandaloneSlot } from '@trama/shared/parcel';

/** Finds the menu entry of a path: exact, then a product below it, then its /filtres tail. */
function match(menu: MenuItem[], path: string): { entry: MenuItem; rest: string } | null {
  let best: { entry: MenuItem; rest: string } | null = null;
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      if (path === item.canonicalUrl || path.startsWith(`${item.canonicalUrl}/`)) {
        if (!best || item.canonicalUrl.length > best.entry.canonicalUrl.length) {
          best = { entry: item, rest: path.slice(item.canonicalUrl.length) };
        }
      }
      visit(item.children);
    }
  };
  visit(menu);
  return best;
}

async function route({ path, query, language }: StandaloneLocation): Promise<StandaloneSlot[]> {
  const header: StandaloneSlot = { id: 'search-box', parcel: () => import('./exposed/SearchBox.tsx'), props: {} };
  if (path === '/search') {
    return [header, { id: 'page', parcel: () => import('./exposed/SearchPage.tsx'), props: { criteria: query.get('criteria') ?? '' } }];
  }
  if (path === '/wishlist') return [header, { id: 'page', parcel: () => import('./exposed/Wishlist.tsx'), props: {} }];
  const api = getApiClient();
  api.configure({ language });
  const menu = await fetchMenu(api).catch(() => [] as MenuItem[]);
  const found = match(menu, path);
  if (found?.entry.key === 'orEtArgent' && !found.rest) {
    return [header, { id: 'page', parcel: () => import('./exposed/GoldSilver.tsx'), props: { menu: found.entry } }];
  }
  if (found && found.rest && !found.rest.startsWith('/filtres')) {
    const productCanonicalUrl = found.rest.slice(1);
    return [header, { id: 'page', parcel: () => import('./exposed/ProductPage.tsx'), props: { menu: found.entry, productCanonicalUrl } }];
  }
  const entry: MenuItem = found?.entry ?? {
    ...(menu[0] as MenuItem),
    label: 'Trama',
    canonicalUrl: '/',
    description: menu.length ? null : 'API not reachable on :8080 — start it for real data.',
    children: menu,
    visuals: [],
  };
  return [
    header,
    { id: 'page', parcel: () => import('./exposed/ProductList.tsx'), props: { menu: entry, filterPath: found?.rest ?? '' } },
    { id: 'recommended', parcel: () => import('./exposed/RecommendedProducts.tsx'), props: {} },
  ];
}

startStandalone('mf-catalogue', route);
