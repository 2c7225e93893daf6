export default {
  hub: {
    title: 'Mein Konto',
    greeting: 'Hallo {{name}}',
    orders: 'Meine Bestellungen',
    ordersText: 'Verfolgen Sie Ihre Online-Bestellungen und beantragen Sie eine Rücksendung.',
    information: 'Meine Daten',
    informationText: 'Profil, Einstellungen und Passwort.',
    addresses: 'Meine Adressen',
    addressesText: 'Liefer- und Rechnungsadressen.',
    tickets: 'Meine Kassenbons',
    ticketsText: 'Ihre Einkäufe in unseren Geschäften.',
    logout: 'Abmelden',
  },
} as const;
