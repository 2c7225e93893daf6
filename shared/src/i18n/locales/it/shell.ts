/** Namespace 'shell': header, footer, banner strip, language switcher, page metadata, shell pages. */
export default {
  skipLink: 'Vai al contenuto principale',
  loading: 'Caricamento della pagina…',
  header: {
    home: 'Trama, vai alla home',
    nav: 'Menu principale',
    menuToggle: 'Menu',
    submenu: 'Apri il sottomenu {{label}}',
    actions: 'Il tuo negozio',
    signIn: 'Accedi',
    wishlistCount: '{{count}} prodotti nei preferiti',
  },
  banner: {
    label: 'Promozioni',
    pause: 'Ferma lo scorrimento delle promozioni',
    play: 'Riprendi lo scorrimento delle promozioni',
  },
  footer: {
    contactTitle: 'Servizio clienti',
    contactText: 'Ti rispondiamo dal lunedì al venerdì, dalle 9 alle 18.',
    contactLink: 'Scrivici',
    linksTitle: 'Informazioni',
    legalTitle: 'Note legali',
    newsletterTitle: 'Newsletter',
    socialTitle: 'Seguici',
    newTab: '(si apre in una nuova scheda)',
    copyright: '© {{year}} Trama. Tutti i diritti riservati.',
  },
  language: {
    label: 'Lingua',
    it: 'Italiano',
    en: 'English',
    fr: 'Français',
    de: 'Deutsch',
    es: 'Español',
  },
  meta: {
    title: 'Trama — biancheria per la casa, homewear e gioielli',
    description: 'Biancheria per letto, bagno e tavola, homewear e gioielli: scopri le collezioni Trama e acquista online.',
    search: 'Ricerca',
    validate: 'Codice sconto',
  },
  pages: {
    login: {
      title: 'Accedi',
      text: 'L’accesso con e-mail e password sarà disponibile a breve. Nel frattempo puoi navigare e acquistare come ospite.',
    },
    activate: {
      title: 'Attivazione dell’account',
      text: 'L’attivazione dell’account sarà disponibile a breve: conserva il link ricevuto via e-mail.',
    },
    signin: {
      title: 'Accedi o crea un account',
      text: 'La registrazione sarà disponibile a breve. Nel frattempo puoi navigare e acquistare come ospite.',
    },
    continue: 'Continua lo shopping',
  },
} as const;
