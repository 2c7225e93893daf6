export default {
  hub: {
    title: 'My account',
    greeting: 'Hello {{name}}',
    orders: 'My orders',
    ordersText: 'Follow your online orders and request a return.',
    information: 'My details',
    informationText: 'Profile, preferences and password.',
    addresses: 'My addresses',
    addressesText: 'Delivery and billing addresses.',
    tickets: 'My receipts',
    ticketsText: 'Your purchases in our shops.',
    logout: 'Log out',
  },
} as const;
