/** basket:paymentPage.* — payment widget and result pages (mf-basket-checkout, issue 7). */
export default {
  title: 'Payment',
  loading: 'Preparing the payment…',
  locked: 'Accept the terms of sale to pay.',
  paying: 'Payment in progress…',
  testMode: {
    label: 'Test payment — no money moves',
    text: 'This shop uses the test provider: pay with one of the test cards.',
    cards: 'Test cards',
    outcome: { Authorised: 'authorised', Refused: 'refused', Pending: 'pending' },
  },
  card: { title: 'Card', number: 'Card number', pay: 'Pay {{amount}}' },
  wallet: {
    outcome: 'Simulated outcome',
    authorised: 'Authorised',
    refused: 'Refused',
    paypal: 'Pay with PayPal (test)',
    klarna: 'Pay in 3 interest-free instalments (test)',
  },
  dropin: { loading: 'Loading the payment methods…' },
  monetico: { text: 'You will be taken to the secure payment page.', submit: 'Go to payment' },
  errors: {
    session: 'The payment could not be prepared: please try again.',
    cardRequired: 'Enter the card number.',
    payment: 'The card payment failed: try again or contact customer service.',
    provider: 'The payment service does not answer: try again later.',
  },
  result: {
    loading: 'Checking the payment…',
    success: {
      title: 'Thank you for your order!',
      orderNumber: 'Order number',
      delivery: 'Estimated delivery',
      pickup: 'Pick up in store from',
      store: 'Pickup store',
      discover: 'Discover also',
    },
    failure: {
      title: 'Payment failed',
      text: 'Payment failed and we were unable to complete the order.',
      retry: 'Retry the checkout',
    },
    awaiting: 'Awaiting confirmation from the payment provider.',
    error: 'We are unable to complete the order: please contact customer service.',
    validation: 'Please wait while the payment is validated.',
    tiles: { notre_savoir_faire: 'Our craftsmanship', nouveaux_precieux: 'New treasures' },
  },
} as const;
