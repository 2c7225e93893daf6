import checkout from './checkout.ts';
import paymentPage from './payment-page.ts';

export default {
  header: { label_one: 'Basket, {{count}} item', label_other: 'Basket, {{count}} items' },
  popup: {
    open: 'Open the basket summary',
    title: 'Your basket',
    close: 'Close the basket',
    toOrder: 'Go to basket',
  },
  order: {
    title: 'My basket',
    empty: 'Your basket is empty.',
    unnamed: 'Item {{id}}',
    size: 'Size {{size}}',
    /** Issue 16: a gift card's size is its amount (storefront §3 itemType GFC). */
    amount: 'Amount {{size}}',
    unitPrice: '{{price}} each',
    remove: 'Remove {{name}}, size {{size}}',
  },
  line: {
    quantity: 'Quantity of {{name}}, size {{size}}',
    packChild: 'An item of a pack cannot have fewer pieces than the pack.',
    packWhole: 'A pack cannot be removed as a whole: reduce its items first.',
  },
  summary: {
    price: 'Subtotal',
    oldPrice: 'Previous price',
    promotion: 'Promotion',
    promotionNamed: 'Promotion: {{name}}',
    coupon: 'Discount code {{code}}',
    shipping: 'Shipping',
    shippingFree: 'Free',
    total: 'Total',
  },
  stock: {
    check: 'Check availability',
    checking: 'Checking availability…',
    ok: 'Every item is available.',
    short: 'Some items are not available in the quantity you chose.',
    failed: 'Availability could not be checked: please try again.',
    storeOk: 'Every item is available in the chosen store.',
  },
  discount: {
    validating: 'Checking the discount code…',
    title: 'Discount code',
    label: 'Enter your code',
    apply: 'Apply',
    annul: 'Remove',
    applied: 'Code {{code}} applied',
  },
  addToCart: {
    '1': 'Item added to your basket.',
    '2': 'You have reached the maximum quantity for this item.',
    '3': 'Choose a quantity.',
    '4': 'Choose a size.',
    '5': 'Your basket is empty.',
    '6': 'Select or create a billing address.',
    '7': 'Please check the delivery address.',
  },
  product: {
    basket: {
      '19': 'Discount code applied: {{discount}} off.',
      '20': 'This discount code is not valid.',
      '24': 'This discount code is not valid. If you have an account, sign in and try again.',
      '25': 'Private sale code accepted.',
      '39': 'This code does not apply to products already on promotion.',
      '46': 'Enter a discount code.',
      '47': 'A private sale code is active: no other discount code can be used.',
      delivery: {
        '4': 'Select or create a delivery address.',
        '15': '{{name}} is no longer available: please remove it from your basket.',
        '16': 'Available for {{name}}: {{count}}. Please reduce the quantity.',
      },
    },
  },
  payment: { '12': 'Delivery to this country is not available.', '19': 'Promo code expired, not combinable or not applicable.' },
  /** Account §4 Store selection in basket, §8: the store can no longer cover the basket. */
  modal: {
    '1': 'This product or quantity is not available in any store: please reduce the quantity.',
    '2': 'The chosen store can no longer supply this quantity: choose another store or reduce the quantity.',
  },
  storeNotice: { title: 'In-store pickup', chooseStore: 'Choose another store', ok: 'OK', close: 'Close' },
  /** The checkout page (issue 7). */
  checkout,
  /** Payment widget and result pages (issue 7). */
  paymentPage,
} as const;
