/** basket:paymentPage.* — payment widget and result pages (mf-basket-checkout, issue 7). */
export default {
  title: 'Pago',
  loading: 'Preparando el pago…',
  locked: 'Acepta las condiciones de venta para pagar.',
  paying: 'Pago en curso…',
  testMode: {
    label: 'Pago de prueba — no se mueve dinero',
    text: 'Esta tienda usa el proveedor de prueba: paga con una de las tarjetas de prueba.',
    cards: 'Tarjetas de prueba',
    outcome: { Authorised: 'autorizada', Refused: 'rechazada', Pending: 'pendiente' },
  },
  card: { title: 'Tarjeta', number: 'Número de tarjeta', pay: 'Pagar {{amount}}' },
  wallet: {
    outcome: 'Resultado simulado',
    authorised: 'Autorizado',
    refused: 'Rechazado',
    paypal: 'Pagar con PayPal (prueba)',
    klarna: 'Pagar en 3 plazos sin intereses (prueba)',
  },
  dropin: { loading: 'Cargando los métodos de pago…' },
  monetico: { text: 'Serás dirigido a la página de pago segura.', submit: 'Ir al pago' },
  errors: {
    session: 'No se ha podido preparar el pago: inténtalo de nuevo.',
    cardRequired: 'Introduce el número de tarjeta.',
    payment: 'El pago con tarjeta ha fallado: inténtalo de nuevo o contacta con atención al cliente.',
    provider: 'El servicio de pago no responde: inténtalo más tarde.',
  },
  result: {
    loading: 'Comprobando el pago…',
    success: {
      title: '¡Gracias por tu pedido!',
      orderNumber: 'Número de pedido',
      delivery: 'Entrega estimada',
      pickup: 'Recogida en tienda a partir del',
      store: 'Tienda de recogida',
      discover: 'Descubre también',
    },
    failure: {
      title: 'Pago fallido',
      text: 'El pago ha fallado y no se ha podido completar el pedido.',
      retry: 'Reintentar el pedido',
    },
    awaiting: 'Esperando la confirmación del proveedor de pago.',
    error: 'No se puede completar el pedido: contacta con atención al cliente.',
    validation: 'Espera mientras se valida el pago.',
    tiles: { notre_savoir_faire: 'Nuestro saber hacer', nouveaux_precieux: 'Nuevos tesoros' },
  },
} as const;
