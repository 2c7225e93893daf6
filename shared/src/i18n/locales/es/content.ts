/** Namespace 'content': owned by mf-content. */
export default {
  sizeGuide: { missing: 'La guía de tallas no está disponible en este momento.' },
  sitemap: { title: 'Mapa del sitio', categories: 'Categorías', pages: 'Páginas' },
  favourites: { title: 'Los favoritos de la redacción' },
  /** Storefront §7 social feed (home; only after cookie approval). */
  socialFeed: { title: 'Trama en las redes sociales', post: 'Una publicación de Trama en las redes sociales', newTab: '(se abre en una pestaña nueva)' },
  home: {
    title: 'Trama — textil para el hogar y moda',
    bannersLabel: 'Destacados',
    slide: '{{index}} de {{count}}',
    previousSlide: 'Diapositiva anterior',
    nextSlide: 'Diapositiva siguiente',
    goToSlide: 'Ir a la diapositiva {{index}}',
    pause: 'Pausar el carrusel',
    play: 'Reanudar el carrusel',
    discover: 'Descubrir',
  },
  page: {
    loading: 'Cargando…',
    readMore: 'Saber más',
  },
  errorPage: {
    backHome: 'Volver al inicio',
  },
  magazine: {
    title: 'Magazine',
    readMore: 'Leer el artículo',
    otherPosts: 'Otros artículos',
    untitled: 'Artículo',
    empty: 'Todavía no hay artículos.',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Suscríbete: 10 % de descuento en tu primer pedido y una sorpresa por tu cumpleaños.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'nombre@ejemplo.es',
    consentLabel: 'Acepto el tratamiento de mis datos personales para recibir la newsletter.',
    consentRequired: 'Marca el consentimiento para suscribirte.',
    invalidEmail: 'Introduce un correo electrónico válido.',
    captcha: 'Verificación antispam',
    submit: 'Suscribirse',
  },
  footer: {
    news: {
      '5': 'ya está suscrito a nuestra newsletter. ¡Gracias!',
      '6': 'Error al suscribirse a la newsletter, inténtalo más tarde.',
    },
  },
} as const;
