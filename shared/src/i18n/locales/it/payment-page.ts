/** basket:paymentPage.* — payment widget and result pages (mf-basket-checkout, issue 7). */
export default {
  title: 'Pagamento',
  loading: 'Preparazione del pagamento…',
  locked: 'Accetta le condizioni di vendita per pagare.',
  paying: 'Pagamento in corso…',
  testMode: {
    label: 'Pagamento di prova — nessun addebito reale',
    text: 'Questo negozio usa il fornitore di prova: usa una delle carte di prova.',
    cards: 'Carte di prova',
    outcome: { Authorised: 'autorizzata', Refused: 'rifiutata', Pending: 'in attesa' },
  },
  card: { title: 'Carta', number: 'Numero della carta', pay: 'Paga {{amount}}' },
  wallet: {
    outcome: 'Esito simulato',
    authorised: 'Autorizzato',
    refused: 'Rifiutato',
    paypal: 'Paga con PayPal (prova)',
    klarna: 'Paga in 3 rate senza interessi (prova)',
  },
  dropin: { loading: 'Caricamento dei metodi di pagamento…' },
  monetico: { text: 'Verrai indirizzato alla pagina di pagamento sicura.', submit: 'Vai al pagamento' },
  errors: {
    session: 'Impossibile preparare il pagamento: riprova.',
    cardRequired: 'Inserisci il numero della carta.',
    payment: 'Il pagamento con carta non è andato a buon fine: riprova o contatta il servizio clienti.',
    provider: 'Il servizio di pagamento non risponde: riprova più tardi.',
  },
  result: {
    loading: 'Verifica del pagamento…',
    success: {
      title: 'Grazie per il tuo ordine!',
      orderNumber: 'Numero ordine',
      delivery: 'Consegna stimata',
      pickup: 'Ritiro in negozio a partire da',
      store: 'Negozio di ritiro',
      discover: 'Scopri anche',
    },
    failure: {
      title: 'Pagamento non riuscito',
      text: "Il pagamento non è riuscito e non è stato possibile completare l'ordine.",
      retry: 'Riprova il checkout',
    },
    awaiting: 'In attesa della conferma del fornitore di pagamento.',
    error: "Impossibile completare l'ordine: contatta il servizio clienti.",
    validation: 'Attendi mentre il pagamento viene convalidato.',
    tiles: { notre_savoir_faire: 'Il nostro savoir-faire', nouveaux_precieux: 'Le nuove preziosità' },
  },
} as const;
