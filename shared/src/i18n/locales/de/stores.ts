export default {
  locator: {
    title: 'Unsere Geschäfte',
    searchLabel: 'Stadt oder PLZ',
    searchHint: 'Geben Sie eine italienische Stadt oder PLZ ein.',
    search: 'Suchen',
    results: 'Geschäfte für „{{query}}“',
    openingHours: 'Öffnungszeiten',
    closed: 'Geschlossen',
    shopper: 'Personal Shopper buchen',
    '9': 'Für diese Suche wurde kein Geschäft gefunden.',
    '16': 'Kein Geschäft in der Nähe dieser Adresse.',
  },
  weekdays: {
    mon: 'Montag',
    tue: 'Dienstag',
    wed: 'Mittwoch',
    thu: 'Donnerstag',
    fri: 'Freitag',
    sat: 'Samstag',
    sun: 'Sonntag',
  },
} as const;
