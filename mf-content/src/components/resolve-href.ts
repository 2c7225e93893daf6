import { isLanguage } from '@trama/shared/contract';

export type ResolvedHref =
  /** `to` is what the bus `navigate` command takes: the path without the language prefix. */
  | { kind: 'internal'; href: string; to: string }
  | { kind: 'external'; href: string };

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A CMS menuHref as a link of the current language: '/letto' -> '/it/letto'.
 * Hrefs already carrying a language prefix keep their path only, so they never double up;
 * other schemes (javascript:, data:) never become links.
 */
export function resolveHref(language: string, menuHref: string | null | undefined): ResolvedHref | null {
  const raw = typeof menuHref === 'string' ? menuHref.trim() : '';
  if (!raw) return null;
  if (EXTERNAL.test(raw)) return { kind: 'external', href: raw };
  if (raw.startsWith('//')) return { kind: 'external', href: `https:${raw}` };
  if (ANY_SCHEME.test(raw)) return null;
  let to = raw.startsWith('/') ? raw : `/${raw}`;
  const prefixed = /^\/([^/?#]+)(.*)$/.exec(to);
  if (prefixed && isLanguage(prefixed[1])) {
    const rest = prefixed[2] ?? '';
    to = rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  }
  const href = to === '/' ? `/${language}` : `/${language}${to}`;
  return { kind: 'internal', href, to };
}
