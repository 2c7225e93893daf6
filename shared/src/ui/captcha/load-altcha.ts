// The two untyped dictionaries are declared there; a reference (not an import) so that every remote
// compiling this file sees the declarations too, not only the contract package.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./altcha-i18n.d.ts" />
/**
 * The ALTCHA widget (<altcha-widget>, self-hosted proof of work), loaded on first use and in the
 * browser only. Its stylesheet is not imported here: the contract package ships no CSS, so each
 * remote that shows the widget imports 'altcha/altcha.css' with its own styles (the widget would
 * otherwise add an inline <style>, which the page's Content-Security-Policy refuses); an element
 * with the id below tells it the styles are there. Its workers start from blob: URLs (worker-src
 * in the page CSP).
 */
const STYLE_MARKER_ID = 'altcha-css';

let loading: Promise<void> | null = null;

/**
 * The widget's dictionary for the shop's language and the code it is registered under (English is
 * built in; French and Spanish ship as fr-fr and es-es).
 */
async function loadLanguage(language: string): Promise<string> {
  if (language === 'it') await import('altcha/i18n/it');
  else if (language === 'de') await import('altcha/i18n/de');
  else if (language === 'fr') await import('altcha/i18n/fr-fr');
  else if (language === 'es') await import('altcha/i18n/es-es');
  else return 'en';
  return language === 'fr' || language === 'es' ? `${language}-${language}` : language;
}

/** Defines <altcha-widget> once; answers the widget's code for `language`. Browser only (call it from an effect). */
export function loadAltcha(language: string): Promise<string> {
  if (!document.getElementById(STYLE_MARKER_ID)) {
    const marker = document.createElement('meta');
    marker.id = STYLE_MARKER_ID;
    document.head.append(marker);
  }
  loading ??= import('altcha').then(() => undefined);
  return loading.then(() => loadLanguage(language));
}
