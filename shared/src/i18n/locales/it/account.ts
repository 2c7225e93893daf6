/** Namespace 'account' (mf-account). Italian is the source. */
export default {
  hub: {
    title: 'Il mio account',
    greeting: 'Ciao {{name}}',
    orders: 'I miei ordini',
    ordersText: 'Segui i tuoi ordini online e chiedi un reso.',
    information: 'I miei dati',
    informationText: 'Profilo, preferenze e password.',
    addresses: 'I miei indirizzi',
    addressesText: 'Indirizzi di consegna e di fatturazione.',
    tickets: 'I miei scontrini',
    ticketsText: 'Gli acquisti fatti nei nostri negozi.',
    logout: 'Esci',
  },
  orders: {
    loading: 'Caricamento degli ordini…',
    error: 'Impossibile caricare gli ordini: riprova più tardi.',
    empty: 'Non hai ancora ordini.',
    count_one: '{{count}} ordine',
    count_other: '{{count}} ordini',
    number: 'Ordine n. {{number}}',
    status: 'Stato: {{label}}',
    shipped: 'Spedito il {{date}}',
    products: 'Articoli',
    more: '+{{count}}',
  },
} as const;
