/**
 * Monetico (CM-CIC) v3.0 seal: HMAC-SHA1, with the terminal's "usable key", over every field
 * but MAC as `key=value`, sorted by key and joined by '*'; uppercase hex. The same for the
 * payment form the shop signs and for the CGI2 call Monetico makes back.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The 40-character key as bytes. Its last two characters may not be hex (a legacy encoding):
 * a letter G-Z at position 39 stands for chr(code − 23) — '0'…'C' — and 'M' at position 40 for '0'.
 */
export function moneticoUsableKey(key: string): Buffer {
  const head = key.slice(0, 38);
  const tail = `${key.slice(38, 40)}00`;
  const first = tail.charCodeAt(0);
  let hex: string;
  if (first > 70 && first < 97) hex = head + String.fromCharCode(first - 23) + tail[1];
  else if (tail[1] === 'M') hex = `${head}${tail[0]}0`;
  else hex = head + tail.slice(0, 2);
  return Buffer.from(hex, 'hex');
}

/** The string Monetico v3 seals: sorted `key=value` pairs joined by '*', MAC left out. */
export function moneticoSealedString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'MAC')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('*');
}

export function moneticoMac(fields: Record<string, string>, key: string): string {
  return createHmac('sha1', moneticoUsableKey(key)).update(moneticoSealedString(fields), 'utf8').digest('hex').toUpperCase();
}

export function isValidMoneticoMac(fields: Record<string, string>, key: string): boolean {
  const received = fields.MAC;
  if (!received || !/^[0-9a-fA-F]{40}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(moneticoMac(fields, key), 'hex'), Buffer.from(received, 'hex'));
}
