/** Namespace 'catalogue' (mf-catalogue). Italian is the source; spec keys keep the spec's names. */
export default {
  list: {
    empty: 'Nessun prodotto per questa selezione',
    subcategories: 'Categorie',
    activeFilters: 'Filtri attivi',
  },
  searching: { '1': 'Scrivi cosa stai cercando.' },
  search: {
    title: 'Ricerca',
    label: 'Cerca nel negozio',
    placeholder: 'Cerca',
    submit: 'Avvia la ricerca',
    heading: 'Risultati per «{{criteria}}»',
    count_one: '{{count}} prodotto',
    count_other: '{{count}} prodotti',
    noResults: 'Nessun prodotto trovato per «{{criteria}}».',
  },
  product: { oldPrice: 'Prezzo precedente' },
  wishlist: {
    title: 'I miei preferiti',
    empty: 'Non hai ancora salvato nessun preferito.',
    count_one: '{{count}} preferito',
    count_other: '{{count}} preferiti',
    remove: 'Togli {{name}} dai preferiti',
  },
} as const;
