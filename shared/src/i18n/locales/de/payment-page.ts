/** basket:paymentPage.* — payment widget and result pages (mf-basket-checkout, issue 7). */
export default {
  title: 'Zahlung',
  loading: 'Die Zahlung wird vorbereitet…',
  locked: 'Akzeptieren Sie die Verkaufsbedingungen, um zu bezahlen.',
  paying: 'Zahlung läuft…',
  testMode: {
    label: 'Testzahlung — es wird kein Geld bewegt',
    text: 'Dieser Shop nutzt den Testanbieter: Bezahlen Sie mit einer der Testkarten.',
    cards: 'Testkarten',
    outcome: { Authorised: 'autorisiert', Refused: 'abgelehnt', Pending: 'ausstehend' },
  },
  card: { title: 'Karte', number: 'Kartennummer', pay: '{{amount}} bezahlen' },
  wallet: {
    outcome: 'Simuliertes Ergebnis',
    authorised: 'Autorisiert',
    refused: 'Abgelehnt',
    paypal: 'Mit PayPal bezahlen (Test)',
    klarna: 'In 3 zinsfreien Raten bezahlen (Test)',
  },
  dropin: { loading: 'Zahlungsarten werden geladen…' },
  monetico: { text: 'Sie werden zur sicheren Zahlungsseite weitergeleitet.', submit: 'Zur Zahlung' },
  errors: {
    session: 'Die Zahlung konnte nicht vorbereitet werden: Bitte versuchen Sie es erneut.',
    cardRequired: 'Geben Sie die Kartennummer ein.',
    payment: 'Die Kartenzahlung ist fehlgeschlagen: Versuchen Sie es erneut oder kontaktieren Sie den Kundenservice.',
    provider: 'Der Zahlungsdienst antwortet nicht: Versuchen Sie es später erneut.',
  },
  result: {
    loading: 'Die Zahlung wird geprüft…',
    success: {
      title: 'Vielen Dank für Ihre Bestellung!',
      orderNumber: 'Bestellnummer',
      delivery: 'Voraussichtliche Lieferung',
      pickup: 'Abholung im Geschäft ab',
      store: 'Abholgeschäft',
      discover: 'Entdecken Sie auch',
    },
    failure: {
      title: 'Zahlung fehlgeschlagen',
      text: 'Die Zahlung ist fehlgeschlagen, die Bestellung konnte nicht abgeschlossen werden.',
      retry: 'Bestellung erneut versuchen',
    },
    awaiting: 'Warten auf die Bestätigung des Zahlungsanbieters.',
    error: 'Die Bestellung kann nicht abgeschlossen werden: Bitte kontaktieren Sie den Kundenservice.',
    validation: 'Bitte warten Sie, während die Zahlung bestätigt wird.',
    tiles: { notre_savoir_faire: 'Unser Handwerk', nouveaux_precieux: 'Neue Kostbarkeiten' },
  },
} as const;
