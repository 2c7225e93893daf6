/** Namespace 'stores' (mf-stores). Italian is the source; spec keys keep the spec's names (locator.9, locator.11, locator.16). */
import booking from './stores-booking.ts';

export default {
  // The personal-shopper page and the store side panel (stores-booking.ts).
  ...booking,
  locator: {
    title: 'I nostri negozi',
    searchLabel: 'Città o CAP',
    searchHint: 'Inserisci una città o un CAP italiano (almeno 4 caratteri).',
    search: 'Cerca',
    locate: 'Usa la mia posizione',
    locating: 'Stiamo cercando la tua posizione…',
    geoDenied: 'Non possiamo usare la tua posizione: consenti l’accesso alla posizione nel browser, oppure cerca una città o un CAP.',
    geoUnavailable: 'La tua posizione non è disponibile in questo momento: cerca una città o un CAP.',
    searching: 'Ricerca dei negozi…',
    results: 'Negozi vicino a «{{query}}»',
    resultsNearYou: 'Negozi vicino a te',
    found_one: '{{count}} negozio trovato, dal più vicino.',
    found_other: '{{count}} negozi trovati, dal più vicino.',
    showAll: 'Mostra tutti i negozi',
    distance: 'Distanza: {{distance}}',
    openingHours: 'Orari di apertura',
    closed: 'Chiuso',
    phone: 'Telefono',
    shopper: 'Prenota un personal shopper',
    showOnMap: 'Mostra sulla mappa',
    '9': 'Non troviamo questa località: controlla la città o il CAP italiano.',
    '11': 'Nessun negozio può preparare questi articoli per il ritiro.',
    '16': 'Nessun negozio vicino a questo indirizzo.',
  },
  // Today's status of a store, on the store's clock.
  today: {
    open: 'Aperto ora, chiude alle {{time}}',
    opensLater: 'Chiuso ora, apre alle {{time}}',
    closedToday: 'Chiuso oggi',
    closedNow: 'Chiuso ora',
    closedTodayOpensTomorrow: 'Chiuso oggi, apre domani alle {{time}}',
    closedTodayOpensOn: 'Chiuso oggi, apre {{day}} alle {{time}}',
    closedNowOpensTomorrow: 'Chiuso ora, apre domani alle {{time}}',
    closedNowOpensOn: 'Chiuso ora, apre {{day}} alle {{time}}',
  },
  shops: {
    title: 'Negozi per paese',
    empty: 'Nessun negozio da mostrare.',
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
  // The weekday inside a sentence ("apre martedì alle 9:30").
  weekdaysInText: {
    mon: 'lunedì',
    tue: 'martedì',
    wed: 'mercoledì',
    thu: 'giovedì',
    fri: 'venerdì',
    sat: 'sabato',
    sun: 'domenica',
  },
} as const;
