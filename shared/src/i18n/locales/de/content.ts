/** Namespace 'content': owned by mf-content. */
export default {
  sizeGuide: { missing: 'Die Größentabelle ist derzeit nicht verfügbar.' },
  sitemap: { title: 'Sitemap', categories: 'Kategorien', pages: 'Seiten' },
  favourites: { title: 'Die Lieblinge der Redaktion' },
  /** Storefront §7 social feed (home; only after cookie approval). */
  socialFeed: { title: 'Trama in den sozialen Netzwerken', post: 'Ein Beitrag von Trama in den sozialen Netzwerken', newTab: '(öffnet in einem neuen Tab)' },
  home: {
    title: 'Trama — Heimtextilien und Mode',
    bannersLabel: 'Highlights',
    slide: '{{index}} von {{count}}',
    previousSlide: 'Vorherige Folie',
    nextSlide: 'Nächste Folie',
    goToSlide: 'Zu Folie {{index}}',
    pause: 'Diashow anhalten',
    play: 'Diashow fortsetzen',
    discover: 'Entdecken',
  },
  page: {
    loading: 'Wird geladen…',
    readMore: 'Mehr erfahren',
  },
  errorPage: {
    backHome: 'Zur Startseite',
  },
  magazine: {
    title: 'Magazin',
    readMore: 'Artikel lesen',
    otherPosts: 'Weitere Artikel',
    untitled: 'Artikel',
    empty: 'Noch keine Artikel.',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Jetzt anmelden: 10 % Rabatt auf die erste Bestellung und eine Geburtstagsüberraschung.',
    emailLabel: 'E-Mail-Adresse',
    emailPlaceholder: 'name@beispiel.de',
    consentLabel: 'Ich willige in die Verarbeitung meiner personenbezogenen Daten für den Newsletter ein.',
    consentRequired: 'Bitte bestätigen Sie die Einwilligung, um sich anzumelden.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    captcha: 'Spam-Schutz-Prüfung',
    submit: 'Anmelden',
  },
  footer: {
    news: {
      '5': 'ist jetzt für unseren Newsletter angemeldet. Danke!',
      '6': 'Die Newsletter-Anmeldung ist fehlgeschlagen, bitte versuchen Sie es später erneut.',
    },
  },
} as const;
