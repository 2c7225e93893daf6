/** Namespace 'basket' (mf-basket-checkout). Italian is the source; spec keys keep the spec's names. */
export default {
  header: { label_one: 'Carrello, {{count}} articolo', label_other: 'Carrello, {{count}} articoli' },
  order: {
    title: 'Il mio carrello',
    empty: 'Il tuo carrello è vuoto.',
    unnamed: 'Articolo {{id}}',
    size: 'Misura {{size}}',
    quantity_one: '{{count}} pezzo',
    quantity_other: '{{count}} pezzi',
    unitPrice: '{{price}} cad.',
    remove: 'Rimuovi {{name}}, misura {{size}}',
    pieces: 'Articoli',
    total: 'Totale',
  },
  discount: { validating: 'Verifica del codice sconto…' },
  addToCart: {
    '1': 'Articolo aggiunto al carrello.',
    '2': 'Hai raggiunto la quantità massima per questo articolo.',
    '3': 'Scegli una quantità.',
    '4': 'Scegli una misura.',
  },
  product: { basket: { '46': 'Inserisci un codice sconto.' } },
} as const;
