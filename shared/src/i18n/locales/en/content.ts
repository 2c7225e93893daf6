/** Namespace 'content': owned by mf-content. */
export default {
  sizeGuide: { missing: 'The size guide is not available at the moment.' },
  sitemap: { title: 'Sitemap', categories: 'Categories', pages: 'Pages' },
  favourites: { title: 'Our editors’ favourites' },
  /** Storefront §7 social feed (home; only after cookie approval). */
  socialFeed: { title: 'Trama on social media', post: 'A Trama post on social media', newTab: '(opens in a new tab)' },
  home: {
    title: 'Trama — home linen and fashion',
    bannersLabel: 'Highlights',
    slide: '{{index}} of {{count}}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Go to slide {{index}}',
    pause: 'Pause the slideshow',
    play: 'Resume the slideshow',
    discover: 'Discover',
  },
  page: {
    loading: 'Loading…',
    readMore: 'Find out more',
  },
  errorPage: {
    backHome: 'Back to home',
  },
  magazine: {
    title: 'Magazine',
    readMore: 'Read the article',
    otherPosts: 'More articles',
    untitled: 'Article',
    empty: 'No articles yet.',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Sign up: 10% off your first order and a birthday surprise.',
    emailLabel: 'E-mail address',
    emailPlaceholder: 'name@example.com',
    consentLabel: 'I agree to the processing of my personal data to receive the newsletter.',
    consentRequired: 'Please tick the consent box to sign up.',
    invalidEmail: 'Please enter a valid e-mail address.',
    captcha: 'Anti-spam check',
    submit: 'Sign up',
  },
  footer: {
    news: {
      '5': 'is now subscribed to our newsletter. Thank you!',
      '6': 'The newsletter subscription failed, please try again later.',
    },
  },
} as const;
