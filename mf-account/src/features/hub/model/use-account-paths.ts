import { getApiClient } from '@trama/shared/api';
import type { MenuItem } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { sectionPaths } from './account-sections.ts';

// The language is an argument only so that a language change asks again (the client sends it as a header).
const loadMenu = (signal: AbortSignal, _language: string) => getApiClient().get<MenuItem[]>('/api/external/menu', { signal });

/**
 * The paths of the account pages. The shell gives a page only its own menu entry (a tab's entry has
 * no siblings), so the whole menu is read; the given entry answers until then, or if that fails.
 */
export function useAccountPaths(menu: MenuItem, language: string) {
  const state = useAsync(loadMenu, [language]);
  return state.status === 'done' ? sectionPaths(menu, state.value) : sectionPaths(menu);
}
