export {
  NAMESPACES,
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
export { formatPrice } from './format.ts';
export { useTranslation, I18nextProvider } from 'react-i18next';
