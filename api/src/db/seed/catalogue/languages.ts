/** Every product text of the demo catalogue is written in the five shop languages (issue 17 §1). */
import { SUPPORTED_LANGUAGES, type Language } from '@trama/shared/contract';

/** One text per shop language; Italian is the source the product owner writes first. */
export type Texts<T = string> = Record<Language, T>;

export const SEED_LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES;

/** Builds a Texts value from a function of the language. */
export function inEveryLanguage<T>(text: (language: Language) => T): Texts<T> {
  return Object.fromEntries(SEED_LANGUAGES.map((language) => [language, text(language)])) as Texts<T>;
}
