/** Namespace 'shell': header, footer, banner strip, language switcher, page metadata, shell pages. */
export default {
  skipLink: 'Aller au contenu principal',
  loading: 'Chargement de la page…',
  header: {
    home: 'Trama, aller à l’accueil',
    nav: 'Menu principal',
    menuToggle: 'Menu',
    submenu: 'Ouvrir le sous-menu {{label}}',
    actions: 'Votre boutique',
    signIn: 'Se connecter',
    wishlistCount: '{{count}} produits dans vos favoris',
  },
  banner: {
    label: 'Promotions',
    pause: 'Mettre en pause les promotions',
    play: 'Reprendre les promotions',
  },
  footer: {
    contactTitle: 'Service client',
    contactText: 'Nous vous répondons du lundi au vendredi, de 9 h à 18 h.',
    contactLink: 'Écrivez-nous',
    linksTitle: 'Informations',
    legalTitle: 'Mentions légales',
    newsletterTitle: 'Newsletter',
    socialTitle: 'Suivez-nous',
    newTab: '(s’ouvre dans un nouvel onglet)',
    copyright: '© {{year}} Trama. Tous droits réservés.',
  },
  language: {
    label: 'Langue',
    it: 'Italiano',
    en: 'English',
    fr: 'Français',
    de: 'Deutsch',
    es: 'Español',
  },
  meta: {
    title: 'Trama — linge de maison, homewear et bijoux',
    description: 'Linge de lit, de bain et de table, homewear et bijoux : découvrez les collections Trama et achetez en ligne.',
    search: 'Recherche',
    validate: 'Code de réduction',
  },
  pages: {
    login: {
      title: 'Se connecter',
      text: 'La connexion par e-mail et mot de passe arrive bientôt. En attendant, vous pouvez naviguer et acheter en tant qu’invité.',
    },
    activate: {
      title: 'Activation du compte',
      text: 'L’activation du compte arrive bientôt : conservez le lien reçu par e-mail.',
    },
    signin: {
      title: 'Se connecter ou créer un compte',
      text: 'L’inscription arrive bientôt. En attendant, vous pouvez naviguer et acheter en tant qu’invité.',
    },
    continue: 'Continuer mes achats',
  },
} as const;
