/**
 * One guard at the edge for every string of every request: PostgreSQL refuses a NUL byte (0x00)
 * in text and a lone UTF-16 surrogate (\uD800 in JSON) in jsonb, and a handler that passed one on
 * answered 500. Any such string in the query string, the path parameters, a header or the body
 * (keys and values, at any depth) is a 400 INVALID_CHARACTERS before any handler or hook of a
 * route runs, so nothing is read or written with it.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../domain/errors.ts';

export const INVALID_CHARACTERS = 'INVALID_CHARACTERS';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL cannot store as text: a NUL, or a surrogate half without its pair. */
export function isUnstorableText(value: string): boolean {
  return value.includes('\0') || LONE_SURROGATE.test(value);
}

/**
 * Whether any string of a parsed value (object keys included) is unstorable. Iterative: a body
 * of 64 KiB can nest 30,000 arrays deep, more than a recursive walk's stack.
 */
export function containsUnstorableText(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (isUnstorableText(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (isUnstorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

const invalidCharacters = () =>
  new AppError(400, INVALID_CHARACTERS, 'The request contains a NUL character or an invalid Unicode sequence.');

function urlAndHeadersAreStorable(request: FastifyRequest): boolean {
  return !containsUnstorableText(request.query) && !containsUnstorableText(request.params) && !containsUnstorableText(request.headers);
}

export default fp(
  async (app) => {
    // Registered before every other hook (app.ts), so the route's own onRequest hooks (the
    // token check reads the database) never see such a header or parameter.
    app.addHook('onRequest', async (request) => {
      if (!urlAndHeadersAreStorable(request)) throw invalidCharacters();
    });
    // The body is parsed after onRequest; preValidation is the first hook that sees it.
    app.addHook('preValidation', async (request) => {
      if (containsUnstorableText(request.body)) throw invalidCharacters();
    });
  },
  { name: 'text-guard' },
);
