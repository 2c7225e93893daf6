/**
 * Translated seed text (issue 17 §1): written in the five shop languages by people, never looked
 * up at run time. Italian is the source; a language left out is served in Italian, and the API
 * says so (ContentItem.language, Product.untranslated).
 */
export const SEED_LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

export type Texts = { it: string; en: string } & Partial<Record<'fr' | 'de' | 'es', string>>;

/** All five languages, in the order it, en, fr, de, es. */
export function t5(it: string, en: string, fr: string, de: string, es: string): Texts {
  return { it, en, fr, de, es };
}

export function languagesOf(...texts: (Texts | string | null | undefined)[]): SeedLanguage[] {
  return SEED_LANGUAGES.filter((language) => texts.some((text) => typeof text === 'object' && text !== null && text[language] !== undefined));
}

/** The text in `language`, else Italian: the shop's source language, never English (issue 17 §1). */
export function textIn(text: Texts, language: SeedLanguage): string {
  return text[language] ?? text.it;
}
