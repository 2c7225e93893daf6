export default {
  Error: {
    '1': 'Page not found',
    '2': 'The page you are looking for does not exist or has moved.',
    '3': 'Site under maintenance',
    '4': 'We are improving the site. Please try again in a few minutes.',
    '5': 'Product not found',
    '6': 'Go back',
  },
  error_message: 'Something went wrong: refresh the page or contact customer service.',
  errors: {
    network: 'No connection. Check your network and try again.',
    unauthorized: 'Your session has expired: please sign in again.',
    tooManyRequests: 'Too many requests: please try again shortly.',
  },
  remote: {
    loading: 'Loading…',
    unavailable: 'This part of the shop is unavailable right now.',
    backHome: 'Back to home',
    retry: 'Try again',
  },
  validation: { required: '{{field}} is required.', email: 'Please enter a valid e-mail address.' },
  common: { home: 'Home', close: 'Close', currency: '€{{value}}' },
} as const;
