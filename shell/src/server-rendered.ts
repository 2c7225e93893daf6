/**
 * What a server-rendered page hands the browser (docs/rendering.md): the menu it was rendered
 * with and the page slot's HTML and data. Read once, before hydration.
 */
import type { Language, MenuItem } from '@trama/shared/contract';
import type { ServerAnswer } from '@trama/shared/ui';
import type { PrerenderedPage } from './remotes/prerendered-slot.tsx';

interface EmbeddedState {
  language: Language;
  menu: MenuItem[];
  page: { slotKey: string; answers: Record<string, ServerAnswer>; idPrefix: string; build: string } | null;
}

export interface ServerRendered {
  menu: MenuItem[];
  page: PrerenderedPage | null;
}

export function readServerRendered(doc: Document, language: Language): ServerRendered | null {
  const script = doc.getElementById('trama-ssr');
  if (!script?.textContent) return null;
  let state: EmbeddedState;
  try {
    state = JSON.parse(script.textContent) as EmbeddedState;
  } catch {
    return null;
  }
  if (state.language !== language || !Array.isArray(state.menu)) return null;
  const slot = doc.querySelector('[data-server-rendered] > .sh-slot__parcel');
  const page = state.page && slot ? { ...state.page, html: slot.innerHTML } : null;
  return { menu: state.menu, page };
}
