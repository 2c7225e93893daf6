/**
 * Storefront §2: gridTypeId 2, 3, 4 and 6 are content (editorial) pages, 5 the generic page
 * shown as accordions (legal mentions, FAQ, cookies, size guide), 7 the brand content page.
 */
export type PageKind = 'editorial' | 'static' | 'brand';

export function pageKind(gridTypeId: number | null | undefined): PageKind {
  if (gridTypeId === 5) return 'static';
  if (gridTypeId === 7) return 'brand';
  return 'editorial';
}
