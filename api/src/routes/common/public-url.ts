/**
 * PUBLIC_URL (config.ts) at the HTTP edge: the only origin of a link the API hands out — in an
 * e-mail or as the page a payment provider sends the shopper back to. Never the request's Host or
 * a client-chosen origin (issue 12 point 14).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's public origin, e.g. https://shop.example (no trailing slash). */
    publicUrl: string;
  }
}

/** The client's return URL moved onto the shop's origin: its path, query and fragment kept, its origin dropped. */
export function onPublicOrigin(url: string, publicUrl: string): string {
  const { pathname, search, hash } = new URL(url);
  return `${publicUrl}${pathname}${search}${hash}`;
}

/**
 * A payment request whose return URL is on the shop's origin: the provider sends the shopper back to PUBLIC_URL,
 * whatever origin the body names.
 */
export function returningToShop<Body extends { returnUrl: string }>(body: Body, publicUrl: string): Body {
  return { ...body, returnUrl: onPublicOrigin(body.returnUrl, publicUrl) };
}
