/**
 * Issue 29 §7: who may read the local mailbox. It shows working activation and password-reset
 * links, so only the developer's own browser on this machine may: a direct loopback client,
 * never a request relayed by a tunnel or reverse proxy (which connects from loopback too, but
 * says so in a forwarding header), and never a shop whose public address is not localhost.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** Headers a proxy, tunnel or CDN adds for the client behind it (any x-forwarded-* as well). */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** PUBLIC_URL names this machine (http://localhost:8080, http://127.0.0.1:…, *.localhost). */
export function isLocalhostOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

export function isDirectLoopbackRequest(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (!isLoopbackAddress(remoteAddress)) return false;
  return !Object.keys(headers).some((name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name));
}
