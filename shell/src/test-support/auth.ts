import { EventBus, getBus, type FactName, type FactTopics } from '@trama/shared/bus';
import type { UserInfo } from '@trama/shared/contract';

/** An unsigned JWT shaped like the API's (the browser reads `exp`, never the signature). */
export function fakeToken(claims: { exp?: number; sub?: string } = {}): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const payload = { sub: 'anna.rossi@example.it', iat: 1, exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

export const expiredToken = () => fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 });

export const anna: UserInfo = {
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna.rossi@example.it',
  discountCodes: [],
  customerCode: 'TRAMA',
  webClientId: 7,
  newsOptinDate: null,
};

/** Each test starts with a page whose shell has published nothing yet; navigate commands are recorded. */
export function freshBus(): { to: string; replace?: boolean }[] {
  (globalThis as unknown as Record<symbol, EventBus>)[Symbol.for('trama.bus')] = new EventBus();
  const seen: { to: string; replace?: boolean }[] = [];
  getBus().handle('navigate', (payload) => void seen.push(payload));
  return seen;
}

/** Drops the page's bus: the next getBus() makes a new one, with nothing published. */
export function forgetBus(): void {
  (globalThis as unknown as Record<symbol, EventBus | undefined>)[Symbol.for('trama.bus')] = undefined;
}

/** Every value the bus publishes for `topic` from now on (and its current one), oldest first. */
export function recordFacts<T extends FactName>(topic: T): FactTopics[T][] {
  const seen: FactTopics[T][] = [];
  getBus()
    .select(topic)
    .subscribe((fact) => seen.push(fact));
  return seen;
}
