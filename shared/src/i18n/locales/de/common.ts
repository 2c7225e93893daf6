export default {
  Error: {
    '1': 'Seite nicht gefunden',
    '2': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    '3': 'Wartungsarbeiten',
    '4': 'Wir verbessern die Website. Bitte versuchen Sie es in einigen Minuten erneut.',
    '5': 'Produkt nicht gefunden',
    '6': 'Zurück',
  },
  error_message: 'Ein Fehler ist aufgetreten: Laden Sie die Seite neu oder wenden Sie sich an den Kundenservice.',
  errors: {
    network: 'Keine Verbindung. Prüfen Sie das Netzwerk und versuchen Sie es erneut.',
    unauthorized: 'Ihre Sitzung ist abgelaufen: Bitte melden Sie sich erneut an.',
    tooManyRequests: 'Zu viele Anfragen: Bitte versuchen Sie es gleich noch einmal.',
  },
  remote: {
    loading: 'Wird geladen…',
    unavailable: 'Dieser Teil des Shops ist gerade nicht verfügbar.',
    backHome: 'Zur Startseite',
    retry: 'Erneut versuchen',
  },
  validation: { required: '{{field}} ist erforderlich.', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  common: { home: 'Startseite', close: 'Schließen', currency: '{{value}} €' },
} as const;
