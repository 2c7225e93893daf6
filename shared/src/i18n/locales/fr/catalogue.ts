export default {
  list: {
    empty: 'Aucun produit pour cette sélection',
    subcategories: 'Catégories',
    activeFilters: 'Filtres actifs',
  },
  searching: { '1': 'Saisissez ce que vous cherchez.' },
  search: {
    title: 'Recherche',
    label: 'Rechercher dans la boutique',
    placeholder: 'Rechercher',
    submit: 'Lancer la recherche',
    heading: 'Résultats pour « {{criteria}} »',
    count_one: '{{count}} produit',
    count_other: '{{count}} produits',
    noResults: 'Aucun produit trouvé pour « {{criteria}} ».',
  },
  product: { oldPrice: 'Prix précédent' },
  wishlist: {
    title: 'Mes favoris',
    empty: "Vous n'avez encore aucun favori.",
    count_one: '{{count}} favori',
    count_other: '{{count}} favoris',
    remove: 'Retirer {{name}} des favoris',
  },
} as const;
