export {
  NAMESPACES,
  isNamespace,
  addDictionary,
  dictionaryOf,
  getI18n,
  isLanguageLoaded,
  loadLanguage,
  loadedLanguages,
  setLanguage,
  type Dictionary,
  type Namespace,
} from './i18n.ts';
export { LOCALES, formatDate, formatNumber, formatPrice, localeOf } from './format.ts';
export {
  I18nextProvider,
  useTranslation,
  type Namespaces,
  type UseTranslationOptions,
  type UseTranslationResult,
} from './use-translation.tsx';
export { FEMININE_LABELS, fieldContext } from './field-gender.ts';
