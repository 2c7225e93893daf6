import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@trama/shared/contract';

/** Storefront §1/§9: it is the default; any other well-formed but unsupported tag means it too. */
export function resolveLanguage(raw: string | undefined | null): Language {
  if (!raw) return DEFAULT_LANGUAGE;
  const primary = raw.split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/**
 * Order in which translated rows are tried: the asked language, then Italian, the source every
 * text is written in first (issue 17 §1: never another language a French shopper may not read).
 */
export function languageFallbacks(language: Language): Language[] {
  return [...new Set<Language>([language, DEFAULT_LANGUAGE])];
}
