/**
 * What a server-rendered page hands the browser (docs/rendering.md): the menu and the promotion
 * strip's texts it was rendered with, the feature flags it was rendered with, and the page slot's
 * HTML and data. Read once, before hydration.
 */
import type { PrimedAnswer } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import type { FlagValues, Language, MenuItem } from '@trama/shared/contract';
import type { ServerAnswer } from '@trama/shared/ui';
import { flagValuesOfOfrep } from './flags/flag-values.ts';
import type { PrerenderedPage } from './remotes/prerendered-slot.tsx';

interface EmbeddedState {
  language: Language;
  menu: MenuItem[];
  /** The promotion strip's texts the server showed (issue 30 §5). */
  banner?: unknown;
  flags?: FlagValues;
  /** The API answers waking needs (server/wake-answers.ts). */
  api?: PrimedAnswer[];
  page: {
    slotKey: string;
    answers: Record<string, ServerAnswer>;
    idPrefix: string;
    build: string;
    errorStatus?: { path: string; status: number };
    alternates?: { path: string; paths: Partial<Record<Language, string>> };
  } | null;
}

export interface ServerRendered {
  menu: MenuItem[];
  /** The promotion strip's texts the server rendered with; null when the page carries none. */
  banner: string[] | null;
  /** The flags the server rendered with ({} when it had none: every flag at its default). */
  flags: FlagValues;
  page: PrerenderedPage | null;
  /** For the page's API client (`prime`): the registry and brand details. */
  answers: PrimedAnswer[];
}

/** Only storefront flags with boolean values survive (the page's JSON is data, not trusted code). */
const flagsOf = (flags: unknown): FlagValues =>
  flagValuesOfOfrep({ flags: Object.entries(flags && typeof flags === 'object' ? flags : {}).map(([key, value]) => ({ key, value })) });

/**
 * Reads the embedded state and publishes its flags as the first `flags` fact (contract 1.9): the
 * header's and footer's parcels start from the values the server used, and the page parcel hydrates
 * with them in its store (PrerenderedPage.flags), so a flipped flag never makes hydration mismatch.
 * The shell's OpenFeature provider publishes again once it is ready (shell/src/flags/start-flags.ts).
 */
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
  const flags = flagsOf(state.flags);
  getBus().publish('flags', flags);
  const slot = doc.querySelector('[data-server-rendered] > .sh-slot__parcel');
  const page = state.page && slot ? { ...state.page, html: slot.innerHTML, flags } : null;
  const banner = Array.isArray(state.banner) && state.banner.every((text) => typeof text === 'string') ? (state.banner as string[]) : null;
  const answers = Array.isArray(state.api) ? state.api.filter((entry) => entry && typeof entry.key === 'string') : [];
  return { menu: state.menu, banner, flags, page, answers };
}
