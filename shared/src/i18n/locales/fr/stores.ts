export default {
  locator: {
    title: 'Nos boutiques',
    searchLabel: 'Ville ou code postal',
    searchHint: 'Saisissez une ville ou un code postal italien.',
    search: 'Rechercher',
    results: 'Boutiques pour « {{query}} »',
    openingHours: 'Horaires d\'ouverture',
    closed: 'Fermé',
    shopper: 'Réserver un personal shopper',
    '9': 'Aucune boutique trouvée pour cette recherche.',
    '16': 'Aucune boutique près de cette adresse.',
  },
  weekdays: {
    mon: 'Lundi',
    tue: 'Mardi',
    wed: 'Mercredi',
    thu: 'Jeudi',
    fri: 'Vendredi',
    sat: 'Samedi',
    sun: 'Dimanche',
  },
} as const;
