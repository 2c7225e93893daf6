/** Namespace 'basket' (mf-basket-checkout). Italian is the source; spec keys keep the spec's names. */
import checkout from './checkout.ts';
import paymentPage from './payment-page.ts';

export default {
  header: { label_one: 'Carrello, {{count}} articolo', label_other: 'Carrello, {{count}} articoli' },
  popup: {
    open: 'Apri il riepilogo del carrello',
    title: 'Il tuo carrello',
    close: 'Chiudi il carrello',
    toOrder: 'Vai al carrello',
  },
  order: {
    title: 'Il mio carrello',
    empty: 'Il tuo carrello è vuoto.',
    unnamed: 'Articolo {{id}}',
    size: 'Misura {{size}}',
    /** Issue 16: a gift card's size is its amount (storefront §3 itemType GFC). */
    amount: 'Importo {{size}}',
    unitPrice: '{{price}} cad.',
    remove: 'Rimuovi {{name}}, misura {{size}}',
  },
  line: {
    quantity: 'Quantità di {{name}}, misura {{size}}',
    packChild: 'Un articolo del pack non può avere meno pezzi del pack.',
    packWhole: 'Il pack non si può rimuovere per intero: riduci prima i suoi articoli.',
  },
  summary: {
    price: 'Subtotale',
    oldPrice: 'Prezzo precedente',
    promotion: 'Promozione',
    promotionNamed: 'Promozione: {{name}}',
    coupon: 'Codice sconto {{code}}',
    shipping: 'Spedizione',
    shippingFree: 'Gratuita',
    total: 'Totale',
  },
  stock: {
    check: 'Verifica la disponibilità',
    checking: 'Verifica della disponibilità…',
    ok: 'Tutti gli articoli sono disponibili.',
    short: 'Alcuni articoli non sono disponibili nella quantità richiesta.',
    failed: 'Impossibile verificare la disponibilità: riprova.',
    storeOk: 'Tutti gli articoli sono disponibili nel negozio scelto.',
  },
  discount: {
    validating: 'Verifica del codice sconto…',
    title: 'Codice sconto',
    label: 'Inserisci il codice',
    apply: 'Applica',
    annul: 'Annulla',
    applied: 'Codice {{code}} applicato',
  },
  addToCart: {
    '1': 'Articolo aggiunto al carrello.',
    '2': 'Hai raggiunto la quantità massima per questo articolo.',
    '3': 'Scegli una quantità.',
    '4': 'Scegli una misura.',
    '5': 'Il carrello è vuoto.',
    '6': 'Seleziona o crea un indirizzo di fatturazione.',
    '7': "Controlla l'indirizzo di consegna.",
  },
  product: {
    basket: {
      '19': 'Codice sconto applicato: {{discount}} di sconto.',
      '20': 'Il codice sconto non è valido.',
      '24': 'Il codice sconto non è valido. Se hai un account, accedi e riprova.',
      '25': 'Codice vendita privata accettato.',
      '39': 'Questo codice non vale per i prodotti già in promozione.',
      '46': 'Inserisci un codice sconto.',
      '47': 'Hai un codice vendita privata attivo: non puoi usare un altro codice sconto.',
      delivery: {
        '4': 'Seleziona o crea un indirizzo di consegna.',
        '15': 'Il prodotto {{name}} non è più disponibile: rimuovilo dal carrello.',
        '16': 'Disponibilità di {{name}}: {{count}}. Riduci la quantità.',
      },
    },
  },
  payment: { '12': 'La consegna in questo paese non è disponibile.', '19': 'Codice promozionale scaduto, non cumulabile o non applicabile.' },
  /** Account §4 Store selection in basket, §8: the store can no longer cover the basket. */
  modal: {
    '1': 'Il prodotto o la quantità richiesta non è disponibile in nessun negozio: riduci la quantità.',
    '2': 'Il negozio scelto non può più fornire questa quantità: scegli un altro negozio o riduci la quantità.',
  },
  storeNotice: { title: 'Ritiro in negozio', chooseStore: 'Scegli un altro negozio', ok: 'Ho capito', close: 'Chiudi' },
  /** The checkout page (issue 7). */
  checkout,
  /** Payment widget and result pages (issue 7). */
  paymentPage,
} as const;
