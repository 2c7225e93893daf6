/**
 * The origin of links in e-mails: PUBLIC_URL when set, else the request's own (protocol + Host),
 * so a local or e2e server mails links to itself. Production should set PUBLIC_URL: a Host
 * header is chosen by the client.
 */
import type { FastifyRequest } from 'fastify';

const SAFE_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
