import type { MenuItem } from '@trama/shared/contract';

/** A menu entry as GET /api/external/menu answers it. */
export const menuEntry = (patch: Partial<MenuItem>): MenuItem => ({
  menuId: 90,
  key: 'page',
  label: 'Pagina',
  level: 0,
  parent: null,
  children: [],
  menuType: 'PAGE',
  canonicalUrl: '/pagina',
  altUrl1: null,
  altUrl2: null,
  gridId: 40,
  gridTypeId: 2,
  position: 1,
  colored: false,
  description: null,
  language: 'it',
  promotion: false,
  productType: null,
  visuals: [],
  ...patch,
});
