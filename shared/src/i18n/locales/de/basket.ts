export default {
  header: { label_one: 'Warenkorb, {{count}} Artikel', label_other: 'Warenkorb, {{count}} Artikel' },
  order: {
    title: 'Mein Warenkorb',
    empty: 'Ihr Warenkorb ist leer.',
    unnamed: 'Artikel {{id}}',
    size: 'Größe {{size}}',
    quantity_one: '{{count}} Stück',
    quantity_other: '{{count}} Stück',
    unitPrice: '{{price}} pro Stück',
    remove: '{{name}}, Größe {{size}} entfernen',
    pieces: 'Artikel',
    total: 'Summe',
  },
  discount: { validating: 'Rabattcode wird geprüft…' },
  addToCart: {
    '1': 'Artikel in den Warenkorb gelegt.',
    '2': 'Sie haben die Höchstmenge für diesen Artikel erreicht.',
    '3': 'Wählen Sie eine Menge.',
    '4': 'Wählen Sie eine Größe.',
  },
  product: { basket: { '46': 'Geben Sie einen Rabattcode ein.' } },
} as const;
