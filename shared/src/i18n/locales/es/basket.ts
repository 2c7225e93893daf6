export default {
  header: { label_one: 'Cesta, {{count}} artículo', label_other: 'Cesta, {{count}} artículos' },
  order: {
    title: 'Mi cesta',
    empty: 'Tu cesta está vacía.',
    unnamed: 'Artículo {{id}}',
    size: 'Talla {{size}}',
    quantity_one: '{{count}} unidad',
    quantity_other: '{{count}} unidades',
    unitPrice: '{{price}} la unidad',
    remove: 'Quitar {{name}}, talla {{size}}',
    pieces: 'Artículos',
    total: 'Total',
  },
  discount: { validating: 'Comprobando el código de descuento…' },
  addToCart: {
    '1': 'Artículo añadido a la cesta.',
    '2': 'Has alcanzado la cantidad máxima para este artículo.',
    '3': 'Elige una cantidad.',
    '4': 'Elige una talla.',
  },
  product: { basket: { '46': 'Introduce un código de descuento.' } },
} as const;
