/**
 * The outcome of a /validate discount link, carried over the redirect home (storefront §2 /validate
 * "validates it, redirects home"; §4 "a discount popup appears when a discount state arrives"). The
 * /validate page and the header basket are two parcels of this remote: the page leaves the message
 * here, the header (on every page) shows it. Kept in sessionStorage too, so a full reload on the way
 * home does not lose it.
 */
export interface DiscountNotice {
  /** A basket-namespace message key (product.basket.19/.20/.24/.25/.39/.46/.47, payment.19…). */
  key: string;
  values?: Record<string, string>;
  ok: boolean;
}

const KEY = 'discountNotice';
type Listener = (notice: DiscountNotice) => void;
const listeners = new Set<Listener>();

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function announceDiscountNotice(notice: DiscountNotice): void {
  try {
    session()?.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage refused: the header still hears it below, on this page load.
  }
  for (const listener of listeners) listener(notice);
}

/** The pending notice, once: reading removes it so it is not shown again on the next page. */
function takeDiscountNotice(): DiscountNotice | null {
  const store = session();
  try {
    const raw = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DiscountNotice>;
    return typeof value.key === 'string' && typeof value.ok === 'boolean' ? { key: value.key, values: value.values, ok: value.ok } : null;
  } catch {
    return null;
  }
}

/**
 * Hears every notice once. A subscriber that arrives after the notice was left (the header mounting
 * after a full reload on the way home) gets it on the next microtask, never during a render.
 */
export function subscribeDiscountNotice(listener: Listener): () => void {
  const heard: Listener = (notice) => {
    takeDiscountNotice();
    listener(notice);
  };
  listeners.add(heard);
  let active = true;
  queueMicrotask(() => {
    const pending = active ? takeDiscountNotice() : null;
    if (pending) listener(pending);
  });
  return () => {
    active = false;
    listeners.delete(heard);
  };
}
