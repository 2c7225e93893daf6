/** Namespace 'shell': header, footer, banner strip, language switcher, page metadata, shell pages. */
export default {
  skipLink: 'Ir al contenido principal',
  loading: 'Cargando la página…',
  header: {
    home: 'Trama, ir a la página de inicio',
    nav: 'Menú principal',
    menuToggle: 'Menú',
    submenu: 'Abrir el submenú {{label}}',
    actions: 'Tu tienda',
    signIn: 'Iniciar sesión',
    wishlistCount: '{{count}} productos en tus favoritos',
  },
  banner: {
    label: 'Promociones',
    pause: 'Pausar las promociones',
    play: 'Reanudar las promociones',
  },
  footer: {
    contactTitle: 'Atención al cliente',
    contactText: 'Te respondemos de lunes a viernes, de 9 a 18 h.',
    contactLink: 'Escríbenos',
    linksTitle: 'Información',
    legalTitle: 'Aviso legal',
    newsletterTitle: 'Newsletter',
    socialTitle: 'Síguenos',
    newTab: '(se abre en una pestaña nueva)',
    copyright: '© {{year}} Trama. Todos los derechos reservados.',
  },
  language: {
    label: 'Idioma',
    it: 'Italiano',
    en: 'English',
    fr: 'Français',
    de: 'Deutsch',
    es: 'Español',
  },
  meta: {
    title: 'Trama — textil para el hogar, homewear y joyas',
    description: 'Ropa de cama, baño y mesa, homewear y joyas: descubre las colecciones Trama y compra online.',
    search: 'Búsqueda',
    validate: 'Código de descuento',
  },
  pages: {
    login: {
      title: 'Iniciar sesión',
      text: 'El inicio de sesión con e-mail y contraseña llegará pronto. Mientras tanto puedes navegar y comprar como invitado.',
    },
    activate: {
      title: 'Activación de la cuenta',
      text: 'La activación de la cuenta llegará pronto: guarda el enlace que recibiste por e-mail.',
    },
    signin: {
      title: 'Inicia sesión o crea una cuenta',
      text: 'El registro llegará pronto. Mientras tanto puedes navegar y comprar como invitado.',
    },
    continue: 'Seguir comprando',
  },
} as const;
