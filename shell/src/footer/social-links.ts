/** Storefront §2 Footer: three social links (also the organisation's sameAs in structured data). */
export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/trama' },
  { name: 'Facebook', href: 'https://www.facebook.com/trama' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/trama' },
] as const;
