export { NAMESPACES, getI18n, resources, setLanguage, type Namespace } from './i18n.ts';
export { formatPrice } from './format.ts';
export { useTranslation, I18nextProvider } from 'react-i18next';
