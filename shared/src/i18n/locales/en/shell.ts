/** Namespace 'shell': header, footer, banner strip, language switcher, page metadata, shell pages. */
export default {
  skipLink: 'Skip to main content',
  loading: 'Loading the page…',
  header: {
    home: 'Trama, go to the home page',
    nav: 'Main menu',
    menuToggle: 'Menu',
    submenu: 'Open the {{label}} submenu',
    actions: 'Your shop',
    signIn: 'Sign in',
    wishlistCount: '{{count}} products in your wishlist',
  },
  banner: {
    label: 'Promotions',
    pause: 'Pause the promotions',
    play: 'Resume the promotions',
  },
  footer: {
    contactTitle: 'Customer service',
    contactText: 'We answer Monday to Friday, 9 am to 6 pm.',
    contactLink: 'Write to us',
    linksTitle: 'Information',
    legalTitle: 'Legal',
    newsletterTitle: 'Newsletter',
    socialTitle: 'Follow us',
    newTab: '(opens in a new tab)',
    copyright: '© {{year}} Trama. All rights reserved.',
  },
  language: {
    label: 'Language',
    it: 'Italiano',
    en: 'English',
    fr: 'Français',
    de: 'Deutsch',
    es: 'Español',
  },
  meta: {
    title: 'Trama — home linen, homewear and jewellery',
    description: 'Bed, bath and table linen, homewear and jewellery: discover the Trama collections and shop online.',
    search: 'Search',
    validate: 'Discount code',
  },
  pages: {
    login: {
      title: 'Sign in',
      text: 'Signing in with e-mail and password is coming soon. Meanwhile you can browse and buy as a guest.',
    },
    activate: {
      title: 'Account activation',
      text: 'Account activation is coming soon: please keep the link you received by e-mail.',
    },
    signin: {
      title: 'Sign in or create an account',
      text: 'Registration is coming soon. Meanwhile you can browse and buy as a guest.',
    },
    continue: 'Continue shopping',
  },
} as const;
