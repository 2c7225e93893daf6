/**
 * Monetico's CGI2 call (architecture §4: the external gateway's server-to-server result). Its own
 * plugin, so the form-urlencoded parser exists for this route only: every other route stays JSON only.
 * Hidden from the OpenAPI document: it is Monetico's protocol (form in, `version=2 cdr=…` out),
 * not part of the shop's JSON API (docs/payments.md describes it).
 */
import type { FastifyPluginAsync } from 'fastify';
import { MONETICO_REFUSED } from '../../domain/payments/payment-service.ts';

export const MONETICO_CGI2_URL = '/api/payments/monetico/cgi2';

const routes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null);
    for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
    done(null, fields);
  });

  app.post(MONETICO_CGI2_URL, { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    const body = request.body;
    if (!body || typeof body !== 'object') return MONETICO_REFUSED;
    const fields = Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    return app.paymentService.moneticoCgi2(fields);
  });
};

export default routes;
