export default {
  locator: {
    title: 'Our shops',
    searchLabel: 'City or postcode',
    searchHint: 'Enter an Italian city or postcode.',
    search: 'Search',
    results: 'Shops for “{{query}}”',
    openingHours: 'Opening hours',
    closed: 'Closed',
    shopper: 'Book a personal shopper',
    '9': 'No shop found for this search.',
    '16': 'No shop near this address.',
  },
  weekdays: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
} as const;
