/** Spec message keys (storefront §8, account §8) and words every slice uses. Italian is the source. */
export default {
  Error: {
    '1': 'Pagina non trovata',
    '2': 'La pagina che cerchi non esiste o è stata spostata.',
    '3': 'Sito in manutenzione',
    '4': 'Stiamo lavorando per migliorare il sito. Riprova tra qualche minuto.',
    '5': 'Prodotto non trovato',
    '6': 'Torna indietro',
  },
  error_message: 'Si è verificato un errore: aggiorna la pagina o contatta il servizio clienti.',
  errors: {
    network: 'Connessione non disponibile. Controlla la rete e riprova.',
    unauthorized: 'La sessione è scaduta: accedi di nuovo.',
    tooManyRequests: 'Troppe richieste: riprova tra poco.',
  },
  remote: {
    loading: 'Caricamento…',
    unavailable: 'Questa parte del negozio non è al momento disponibile.',
    backHome: 'Torna alla home',
    retry: 'Riprova',
  },
  validation: { required: '{{field}} è obbligatorio.', email: 'Inserisci un indirizzo e-mail valido.' },
  common: { home: 'Home', close: 'Chiudi', currency: '{{value}} €' },
} as const;
