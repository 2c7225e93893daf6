/** Namespace 'content': owned by mf-content (home, CMS pages, magazine, newsletter, 404/503). Italian is the source. */
export default {
  sizeGuide: { missing: 'La guida alle taglie non è disponibile al momento.' },
  sitemap: { title: 'Mappa del sito', categories: 'Categorie', pages: 'Pagine' },
  favourites: { title: 'I preferiti della redazione' },
  /** Storefront §7 social feed (home; only after cookie approval). */
  socialFeed: { title: 'Trama sui social', post: 'Un post di Trama sui social', newTab: '(si apre in una nuova scheda)' },
  home: {
    title: 'Trama — biancheria per la casa e moda',
    bannersLabel: 'In evidenza',
    slide: '{{index}} di {{count}}',
    previousSlide: 'Slide precedente',
    nextSlide: 'Slide successiva',
    goToSlide: 'Vai alla slide {{index}}',
    pause: 'Metti in pausa lo scorrimento',
    play: 'Riprendi lo scorrimento',
    discover: 'Scopri',
  },
  page: {
    loading: 'Caricamento…',
    readMore: 'Scopri di più',
  },
  errorPage: {
    backHome: 'Torna alla home',
  },
  magazine: {
    title: 'Magazine',
    readMore: 'Leggi l’articolo',
    otherPosts: 'Altri articoli',
    untitled: 'Articolo',
    empty: 'Nessun articolo per il momento.',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Iscriviti: 10% di sconto sul primo ordine e una sorpresa per il tuo compleanno.',
    emailLabel: 'Indirizzo e-mail',
    emailPlaceholder: 'nome@esempio.it',
    consentLabel: 'Acconsento al trattamento dei miei dati personali per ricevere la newsletter.',
    consentRequired: 'Per iscriverti spunta il consenso.',
    invalidEmail: 'Inserisci un indirizzo e-mail valido.',
    captcha: 'Verifica anti-spam',
    submit: 'Iscriviti',
  },
  footer: {
    news: {
      '5': 'è ora iscritto alla nostra newsletter. Grazie!',
      '6': 'Errore durante l’iscrizione alla newsletter, riprova più tardi.',
    },
  },
} as const;
