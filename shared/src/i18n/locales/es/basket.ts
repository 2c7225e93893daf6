import checkout from './checkout.ts';
import paymentPage from './payment-page.ts';

export default {
  header: { label_one: 'Cesta, {{count}} artículo', label_other: 'Cesta, {{count}} artículos' },
  popup: {
    open: 'Abrir el resumen de la cesta',
    title: 'Tu cesta',
    close: 'Cerrar la cesta',
    toOrder: 'Ir a la cesta',
  },
  order: {
    title: 'Mi cesta',
    empty: 'Tu cesta está vacía.',
    unnamed: 'Artículo {{id}}',
    size: 'Talla {{size}}',
    /** Issue 16: a gift card's size is its amount (storefront §3 itemType GFC). */
    amount: 'Importe {{size}}',
    unitPrice: '{{price}} la unidad',
    remove: 'Quitar {{name}}, talla {{size}}',
  },
  line: {
    quantity: 'Cantidad de {{name}}, talla {{size}}',
    packChild: 'Un artículo de un pack no puede tener menos piezas que el pack.',
    packWhole: 'Un pack no se puede quitar entero: reduce primero sus artículos.',
  },
  summary: {
    price: 'Subtotal',
    oldPrice: 'Precio anterior',
    promotion: 'Promoción',
    promotionNamed: 'Promoción: {{name}}',
    coupon: 'Código de descuento {{code}}',
    shipping: 'Envío',
    shippingFree: 'Gratis',
    total: 'Total',
  },
  stock: {
    check: 'Comprobar disponibilidad',
    checking: 'Comprobando la disponibilidad…',
    ok: 'Todos los artículos están disponibles.',
    short: 'Algunos artículos no están disponibles en la cantidad elegida.',
    failed: 'No se pudo comprobar la disponibilidad: inténtalo de nuevo.',
    storeOk: 'Todos los artículos están disponibles en la tienda elegida.',
  },
  discount: {
    validating: 'Comprobando el código de descuento…',
    title: 'Código de descuento',
    label: 'Introduce tu código',
    apply: 'Aplicar',
    annul: 'Anular',
    applied: 'Código {{code}} aplicado',
  },
  addToCart: {
    '1': 'Artículo añadido a la cesta.',
    '2': 'Has alcanzado la cantidad máxima para este artículo.',
    '3': 'Elige una cantidad.',
    '4': 'Elige una talla.',
    '5': 'Tu cesta está vacía.',
    '6': 'Selecciona o crea una dirección de facturación.',
    '7': 'Comprueba la dirección de entrega.',
  },
  product: {
    basket: {
      '19': 'Código de descuento aplicado: {{discount}} de descuento.',
      '20': 'Este código de descuento no es válido.',
      '24': 'Este código de descuento no es válido. Si tienes una cuenta, inicia sesión y vuelve a intentarlo.',
      '25': 'Código de venta privada aceptado.',
      '39': 'Este código no se aplica a productos ya en promoción.',
      '46': 'Introduce un código de descuento.',
      '47': 'Hay un código de venta privada activo: no se puede usar otro código de descuento.',
      delivery: {
        '4': 'Selecciona o crea una dirección de entrega.',
        '15': '{{name}} ya no está disponible: quítalo de la cesta.',
        '16': 'Disponible para {{name}}: {{count}}. Reduce la cantidad.',
      },
    },
  },
  payment: { '12': 'La entrega en este país no está disponible.', '19': 'Código promocional caducado, no acumulable o no aplicable.' },
  /** Account §4 Store selection in basket, §8: the store can no longer cover the basket. */
  modal: {
    '1': 'Este producto o esta cantidad no está disponible en ninguna tienda: reduce la cantidad.',
    '2': 'La tienda elegida ya no puede suministrar esta cantidad: elige otra tienda o reduce la cantidad.',
  },
  storeNotice: { title: 'Recogida en tienda', chooseStore: 'Elegir otra tienda', ok: 'Entendido', close: 'Cerrar' },
  /** The checkout page (issue 7). */
  checkout,
  /** Payment widget and result pages (issue 7). */
  paymentPage,
} as const;
