/** Namespace 'content': owned by mf-content. */
export default {
  sizeGuide: { missing: 'Le guide des tailles n’est pas disponible pour le moment.' },
  sitemap: { title: 'Plan du site', categories: 'Catégories', pages: 'Pages' },
  favourites: { title: 'Les coups de cœur de la rédaction' },
  /** Storefront §7 social feed (home; only after cookie approval). */
  socialFeed: { title: 'Trama sur les réseaux sociaux', post: 'Une publication de Trama sur les réseaux sociaux', newTab: '(s’ouvre dans un nouvel onglet)' },
  home: {
    title: 'Trama — linge de maison et mode',
    bannersLabel: 'À la une',
    slide: '{{index}} sur {{count}}',
    previousSlide: 'Diapositive précédente',
    nextSlide: 'Diapositive suivante',
    goToSlide: 'Aller à la diapositive {{index}}',
    pause: 'Mettre le défilement en pause',
    play: 'Reprendre le défilement',
    discover: 'Découvrir',
  },
  page: {
    loading: 'Chargement…',
    readMore: 'En savoir plus',
  },
  errorPage: {
    backHome: 'Retour à l’accueil',
  },
  magazine: {
    title: 'Magazine',
    readMore: 'Lire l’article',
    otherPosts: 'Autres articles',
    untitled: 'Article',
    empty: 'Aucun article pour le moment.',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Inscrivez-vous : 10 % de remise sur votre première commande et une surprise pour votre anniversaire.',
    emailLabel: 'Adresse e-mail',
    emailPlaceholder: 'nom@exemple.fr',
    consentLabel: 'J’accepte le traitement de mes données personnelles pour recevoir la newsletter.',
    consentRequired: 'Cochez le consentement pour vous inscrire.',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    captcha: 'Vérification anti-spam',
    submit: 'S’inscrire',
  },
  footer: {
    news: {
      '5': 'est maintenant inscrit à notre newsletter. Merci !',
      '6': 'Erreur lors de l’inscription à la newsletter, réessayez plus tard.',
    },
  },
} as const;
