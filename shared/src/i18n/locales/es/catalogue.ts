export default {
  list: {
    empty: 'Ningún producto para esta selección',
    subcategories: 'Categorías',
    activeFilters: 'Filtros activos',
  },
  searching: { '1': 'Escribe lo que estás buscando.' },
  search: {
    title: 'Búsqueda',
    label: 'Buscar en la tienda',
    placeholder: 'Buscar',
    submit: 'Iniciar la búsqueda',
    heading: 'Resultados para «{{criteria}}»',
    count_one: '{{count}} producto',
    count_other: '{{count}} productos',
    noResults: 'No se han encontrado productos para «{{criteria}}».',
  },
  product: { oldPrice: 'Precio anterior' },
  wishlist: {
    title: 'Mis favoritos',
    empty: 'Todavía no has guardado ningún favorito.',
    count_one: '{{count}} favorito',
    count_other: '{{count}} favoritos',
    remove: 'Quitar {{name}} de favoritos',
  },
} as const;
