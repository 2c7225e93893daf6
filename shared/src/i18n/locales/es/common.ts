export default {
  Error: {
    '1': 'Página no encontrada',
    '2': 'La página que buscas no existe o se ha movido.',
    '3': 'Sitio en mantenimiento',
    '4': 'Estamos mejorando el sitio. Inténtalo de nuevo en unos minutos.',
    '5': 'Producto no encontrado',
    '6': 'Volver',
  },
  error_message: 'Se ha producido un error: actualiza la página o contacta con atención al cliente.',
  errors: {
    network: 'Sin conexión. Comprueba la red e inténtalo de nuevo.',
    unauthorized: 'Tu sesión ha caducado: vuelve a iniciar sesión.',
    tooManyRequests: 'Demasiadas solicitudes: inténtalo de nuevo en breve.',
  },
  remote: {
    loading: 'Cargando…',
    unavailable: 'Esta parte de la tienda no está disponible en este momento.',
    backHome: 'Volver al inicio',
    retry: 'Reintentar',
  },
  validation: { required: '{{field}} es obligatorio.', email: 'Introduce una dirección de e-mail válida.' },
  common: { home: 'Inicio', close: 'Cerrar', currency: '{{value}} €' },
} as const;
