/** Translated seed text: Italian and English always; fr/de/es where written (else en is served). */
export const SEED_LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

export type Texts = { it: string; en: string } & Partial<Record<'fr' | 'de' | 'es', string>>;

/** All five languages, in the order it, en, fr, de, es. */
export function t5(it: string, en: string, fr: string, de: string, es: string): Texts {
  return { it, en, fr, de, es };
}

export function t2(it: string, en: string): Texts {
  return { it, en };
}

export function languagesOf(...texts: (Texts | string | null | undefined)[]): SeedLanguage[] {
  return SEED_LANGUAGES.filter((language) => texts.some((text) => typeof text === 'object' && text !== null && text[language] !== undefined));
}

/** The text in `language`, else English (what the API would fall back to anyway). */
export function textIn(text: Texts, language: SeedLanguage): string {
  return text[language] ?? text.en;
}
