export default {
  list: {
    empty: 'No products for this selection',
    subcategories: 'Categories',
    activeFilters: 'Active filters',
  },
  searching: { '1': 'Type what you are looking for.' },
  search: {
    title: 'Search',
    label: 'Search the shop',
    placeholder: 'Search',
    submit: 'Start search',
    heading: 'Results for “{{criteria}}”',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    noResults: 'No products found for “{{criteria}}”.',
  },
  product: { oldPrice: 'Previous price' },
  wishlist: {
    title: 'My favourites',
    empty: 'You have not saved any favourites yet.',
    count_one: '{{count}} favourite',
    count_other: '{{count}} favourites',
    remove: 'Remove {{name}} from favourites',
  },
} as const;
