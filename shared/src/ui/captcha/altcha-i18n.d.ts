// The widget ships these two dictionaries without type declarations; they only register texts.
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/es-es';
