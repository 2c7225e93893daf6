export default {
  locator: {
    title: 'Nuestras tiendas',
    searchLabel: 'Ciudad o código postal',
    searchHint: 'Introduce una ciudad o un código postal italiano.',
    search: 'Buscar',
    results: 'Tiendas para «{{query}}»',
    openingHours: 'Horario de apertura',
    closed: 'Cerrado',
    shopper: 'Reservar un personal shopper',
    '9': 'No se ha encontrado ninguna tienda para esta búsqueda.',
    '16': 'No hay ninguna tienda cerca de esta dirección.',
  },
  weekdays: {
    mon: 'Lunes',
    tue: 'Martes',
    wed: 'Miércoles',
    thu: 'Jueves',
    fri: 'Viernes',
    sat: 'Sábado',
    sun: 'Domingo',
  },
} as const;
