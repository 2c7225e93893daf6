/** Namespace 'stores' (mf-stores). Italian is the source; spec keys keep the spec's names (locator.9, locator.16). */
export default {
  locator: {
    title: 'I nostri negozi',
    searchLabel: 'Città o CAP',
    searchHint: 'Inserisci una città o un CAP italiano.',
    search: 'Cerca',
    results: 'Negozi per «{{query}}»',
    openingHours: 'Orari di apertura',
    closed: 'Chiuso',
    shopper: 'Prenota un personal shopper',
    '9': 'Nessun negozio trovato per questa ricerca.',
    '16': 'Nessun negozio vicino a questo indirizzo.',
  },
  weekdays: {
    mon: 'Lunedì',
    tue: 'Martedì',
    wed: 'Mercoledì',
    thu: 'Giovedì',
    fri: 'Venerdì',
    sat: 'Sabato',
    sun: 'Domenica',
  },
} as const;
