/**
 * The local mailbox (architecture §4 E-mail): only registered outside production and when
 * PUBLIC_URL is a localhost origin (app.ts). With SMTP_URL set the outbox stays empty (mail goes
 * out instead). /dev/* is reserved by the static site, so without the mailbox these paths are a
 * plain 404. Issue 29 §7: the mailbox lists working password-reset links, so it answers only a
 * client on the loopback interface talking to the API directly: a request that came through a
 * tunnel or proxy (forwarding headers) or from another machine gets the same plain 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../domain/errors.ts';
import { ErrorResponses, Id } from '../common/http.ts';
import { hashSource } from '../../domain/security/content-security-policy.ts';
import { firstLink, mailboxPage, messagePage, STYLE } from './pages.ts';
import { isDirectLoopbackRequest } from './local-only.ts';

/** Nothing on these pages needs scripts, frames or remote content; their one <style> is allowed by hash. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src ${hashSource(STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'cache-control': 'no-store',
};

const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  language: Type.String(),
  kind: Type.String({ description: 'activation or password-reset' }),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()], { description: 'The first link of the text (activation or reset).' }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated (no fastify-plugin): this hook guards these routes only.
  app.addHook('onRequest', async (request, reply) => {
    if (!isDirectLoopbackRequest(request.socket.remoteAddress, request.headers)) return reply.callNotFound();
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(PAGE_HEADERS).send(mailboxPage(await app.outbox.list())),
  );

  app.get('/dev/mailbox/:id', { schema: { hide: true, params: Type.Object({ id: Id('Message id.') }) } }, async (request, reply) => {
    const row = await app.outbox.find(request.params.id);
    if (!row) throw notFound('MAIL_NOT_FOUND', `No e-mail ${request.params.id} in the outbox.`);
    return reply.headers(PAGE_HEADERS).send(messagePage(row));
  });

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails written to the outbox, newest first (tests and local use; not in production)',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254, description: 'Only the messages to this address (any case).' })) }),
        response: { 200: Type.Array(OutboxMessageSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const rows = await app.outbox.list(request.query.to?.trim().toLowerCase() || undefined);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        link: firstLink(row.text),
      }));
    },
  );
};

export default routes;
