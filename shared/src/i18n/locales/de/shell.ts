/** Namespace 'shell': header, footer, banner strip, language switcher, page metadata, shell pages. */
export default {
  skipLink: 'Zum Hauptinhalt springen',
  loading: 'Seite wird geladen…',
  header: {
    home: 'Trama, zur Startseite',
    nav: 'Hauptmenü',
    menuToggle: 'Menü',
    submenu: 'Untermenü {{label}} öffnen',
    actions: 'Ihr Shop',
    signIn: 'Anmelden',
    wishlistCount: '{{count}} Produkte auf Ihrer Wunschliste',
  },
  banner: {
    label: 'Aktionen',
    pause: 'Aktionen anhalten',
    play: 'Aktionen fortsetzen',
  },
  footer: {
    contactTitle: 'Kundenservice',
    contactText: 'Wir antworten montags bis freitags von 9 bis 18 Uhr.',
    contactLink: 'Schreiben Sie uns',
    linksTitle: 'Informationen',
    legalTitle: 'Rechtliches',
    newsletterTitle: 'Newsletter',
    socialTitle: 'Folgen Sie uns',
    newTab: '(öffnet in einem neuen Tab)',
    copyright: '© {{year}} Trama. Alle Rechte vorbehalten.',
  },
  language: {
    label: 'Sprache',
    it: 'Italiano',
    en: 'English',
    fr: 'Français',
    de: 'Deutsch',
    es: 'Español',
  },
  meta: {
    title: 'Trama — Heimtextilien, Homewear und Schmuck',
    description: 'Bett-, Bad- und Tischwäsche, Homewear und Schmuck: Entdecken Sie die Trama-Kollektionen und kaufen Sie online.',
    search: 'Suche',
    validate: 'Rabattcode',
  },
  pages: {
    login: {
      title: 'Anmelden',
      text: 'Die Anmeldung mit E-Mail und Passwort kommt in Kürze. Bis dahin können Sie als Gast stöbern und einkaufen.',
    },
    activate: {
      title: 'Kontoaktivierung',
      text: 'Die Kontoaktivierung kommt in Kürze: Bitte bewahren Sie den Link aus der E-Mail auf.',
    },
    signin: {
      title: 'Anmelden oder Konto erstellen',
      text: 'Die Registrierung kommt in Kürze. Bis dahin können Sie als Gast stöbern und einkaufen.',
    },
    continue: 'Weiter einkaufen',
  },
} as const;
