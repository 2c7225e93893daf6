/** Assertions of the API's edge (test/edge/): the shop's error shape and the security headers on an answer. */
import { expect } from 'vitest';
import { API_CSP } from '../../src/domain/security/content-security-policy.ts';
import { STATIC_SECURITY_HEADERS } from '../../src/plugins/security-headers.ts';

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** nosniff, Referrer-Policy, X-Frame-Options, Permissions-Policy, COOP and the deny-all CSP of a non-page answer. */
export function expectSecurityHeaders(res: Answer, context: string): void {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(res.headers[name], `${name} on ${context}`).toBe(value);
  expect(res.headers['content-security-policy'], `CSP on ${context}`).toBe(API_CSP);
}

/**
 * The shop's error answer: JSON { statusCode, code, message } with this status and code, the
 * security headers, not cached, and none of `echo` (what the client sent) in the body.
 */
export function expectShopError(res: Answer, statusCode: number, code: string, context: string, echo: string[] = []): void {
  expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).toBe(statusCode);
  expect(String(res.headers['content-type']), context).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body, context).toMatchObject({ statusCode, code, message: expect.any(String) });
  expect(Object.keys(body).sort(), context).toEqual(expect.arrayContaining(['code', 'message', 'statusCode']));
  expect(body, context).not.toHaveProperty('error');
  expect(res.headers['cache-control'], context).toBe('no-store');
  expectSecurityHeaders(res, context);
  for (const raw of echo) expect(res.body, `${context} echoes ${raw}`).not.toContain(raw);
}
