export default {
  header: { label_one: 'Basket, {{count}} item', label_other: 'Basket, {{count}} items' },
  order: {
    title: 'My basket',
    empty: 'Your basket is empty.',
    unnamed: 'Item {{id}}',
    size: 'Size {{size}}',
    quantity_one: '{{count}} piece',
    quantity_other: '{{count}} pieces',
    unitPrice: '{{price}} each',
    remove: 'Remove {{name}}, size {{size}}',
    pieces: 'Items',
    total: 'Total',
  },
  discount: { validating: 'Checking the discount code…' },
  addToCart: {
    '1': 'Item added to your basket.',
    '2': 'You have reached the maximum quantity for this item.',
    '3': 'Choose a quantity.',
    '4': 'Choose a size.',
  },
  product: { basket: { '46': 'Enter a discount code.' } },
} as const;
