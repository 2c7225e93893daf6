import checkout from './checkout.ts';
import paymentPage from './payment-page.ts';

export default {
  header: { label_one: 'Warenkorb, {{count}} Artikel', label_other: 'Warenkorb, {{count}} Artikel' },
  popup: {
    open: 'Warenkorb-Übersicht öffnen',
    title: 'Ihr Warenkorb',
    close: 'Warenkorb schließen',
    toOrder: 'Zum Warenkorb',
  },
  order: {
    title: 'Mein Warenkorb',
    empty: 'Ihr Warenkorb ist leer.',
    unnamed: 'Artikel {{id}}',
    size: 'Größe {{size}}',
    /** Issue 16: a gift card's size is its amount (storefront §3 itemType GFC). */
    amount: 'Betrag {{size}}',
    unitPrice: '{{price}} pro Stück',
    remove: '{{name}}, Größe {{size}} entfernen',
  },
  line: {
    quantity: 'Menge von {{name}}, Größe {{size}}',
    packChild: 'Ein Artikel eines Sets kann nicht weniger Stück haben als das Set.',
    packWhole: 'Ein Set kann nicht als Ganzes entfernt werden: Reduzieren Sie zuerst seine Artikel.',
  },
  summary: {
    price: 'Zwischensumme',
    oldPrice: 'Vorheriger Preis',
    promotion: 'Aktion',
    promotionNamed: 'Aktion: {{name}}',
    coupon: 'Rabattcode {{code}}',
    shipping: 'Versand',
    shippingFree: 'Kostenlos',
    total: 'Gesamt',
  },
  stock: {
    check: 'Verfügbarkeit prüfen',
    checking: 'Verfügbarkeit wird geprüft…',
    ok: 'Alle Artikel sind verfügbar.',
    short: 'Einige Artikel sind nicht in der gewählten Menge verfügbar.',
    failed: 'Die Verfügbarkeit konnte nicht geprüft werden: Bitte erneut versuchen.',
    storeOk: 'Alle Artikel sind im gewählten Geschäft verfügbar.',
  },
  discount: {
    validating: 'Rabattcode wird geprüft…',
    title: 'Rabattcode',
    label: 'Code eingeben',
    apply: 'Einlösen',
    annul: 'Entfernen',
    applied: 'Code {{code}} eingelöst',
  },
  addToCart: {
    '1': 'Artikel zum Warenkorb hinzugefügt.',
    '2': 'Sie haben die Höchstmenge für diesen Artikel erreicht.',
    '3': 'Wählen Sie eine Menge.',
    '4': 'Wählen Sie eine Größe.',
    '5': 'Ihr Warenkorb ist leer.',
    '6': 'Wählen oder erstellen Sie eine Rechnungsadresse.',
    '7': 'Bitte prüfen Sie die Lieferadresse.',
  },
  product: {
    basket: {
      '19': 'Rabattcode eingelöst: {{discount}} Rabatt.',
      '20': 'Dieser Rabattcode ist ungültig.',
      '24': 'Dieser Rabattcode ist ungültig. Wenn Sie ein Konto haben, melden Sie sich an und versuchen Sie es erneut.',
      '25': 'Code für den Privatverkauf akzeptiert.',
      '39': 'Dieser Code gilt nicht für Produkte, die bereits im Angebot sind.',
      '46': 'Geben Sie einen Rabattcode ein.',
      '47': 'Ein Code für den Privatverkauf ist aktiv: Kein anderer Rabattcode ist möglich.',
      delivery: {
        '4': 'Wählen oder erstellen Sie eine Lieferadresse.',
        '15': '{{name}} ist nicht mehr verfügbar: Bitte aus dem Warenkorb entfernen.',
        '16': 'Verfügbar für {{name}}: {{count}}. Bitte die Menge reduzieren.',
      },
    },
  },
  payment: { '12': 'Die Lieferung in dieses Land ist nicht möglich.', '19': 'Rabattcode abgelaufen, nicht kombinierbar oder nicht anwendbar.' },
  /** Account §4 Store selection in basket, §8: the store can no longer cover the basket. */
  modal: {
    '1': 'Dieses Produkt oder diese Menge ist in keinem Geschäft verfügbar: Bitte verringern Sie die Menge.',
    '2': 'Das gewählte Geschäft kann diese Menge nicht mehr liefern: Wählen Sie ein anderes Geschäft oder verringern Sie die Menge.',
  },
  storeNotice: { title: 'Abholung im Geschäft', chooseStore: 'Anderes Geschäft wählen', ok: 'Verstanden', close: 'Schließen' },
  /** The checkout page (issue 7). */
  checkout,
  /** Payment widget and result pages (issue 7). */
  paymentPage,
} as const;
