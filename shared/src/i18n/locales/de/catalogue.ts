export default {
  list: {
    empty: 'Keine Produkte für diese Auswahl',
    subcategories: 'Kategorien',
    activeFilters: 'Aktive Filter',
  },
  searching: { '1': 'Geben Sie ein, was Sie suchen.' },
  search: {
    title: 'Suche',
    label: 'Im Shop suchen',
    placeholder: 'Suchen',
    submit: 'Suche starten',
    heading: 'Ergebnisse für „{{criteria}}“',
    count_one: '{{count}} Produkt',
    count_other: '{{count}} Produkte',
    noResults: 'Keine Produkte für „{{criteria}}“ gefunden.',
  },
  product: { oldPrice: 'Früherer Preis' },
  wishlist: {
    title: 'Meine Favoriten',
    empty: 'Sie haben noch keine Favoriten gespeichert.',
    count_one: '{{count}} Favorit',
    count_other: '{{count}} Favoriten',
    remove: '{{name}} aus den Favoriten entfernen',
  },
} as const;
