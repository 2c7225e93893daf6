import type { MenuItem } from '@trama/shared/contract';
import { menuItem } from '@trama/shared/testing';

/** A menu entry as GET /api/external/menu answers it: a content page unless the test says otherwise. */
export const menuEntry = (patch: Partial<MenuItem>): MenuItem =>
  menuItem({ menuId: 90, key: 'page', label: 'Pagina', menuType: 'PAGE', canonicalUrl: '/pagina', gridId: 40, gridTypeId: 2, ...patch });
