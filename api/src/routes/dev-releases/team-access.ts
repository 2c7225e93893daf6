/**
 * Issue 33 §3: who may read the release status. Outside production anyone (it is the team's own
 * machine or a test shop); in production only a caller sending `authorization: Bearer <TEAM_TOKEN>`,
 * and with no TEAM_TOKEN set the status does not exist there (404). The token is compared in
 * constant time, as digests of equal length, so neither its content nor its length leaks.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors.ts';

export interface TeamAccess {
  production: boolean;
  teamToken: string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries exactly the token. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  // Compared even without a bearer token, so a missing and a wrong one take the same time.
  const same = timingSafeEqual(digest(given ?? ''), digest(token));
  return given !== undefined && same;
}

export const teamTokenRequired = () =>
  new AppError(401, 'TEAM_TOKEN_REQUIRED', 'The release status needs the team token: authorization: Bearer <TEAM_TOKEN>.', {
    headers: { 'www-authenticate': 'Bearer realm="trama-releases"' },
  });

/** An onRequest hook for the status routes. */
export function teamAccessHook(access: TeamAccess) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!access.production) return;
    if (!access.teamToken) return reply.callNotFound();
    if (!bearerMatches(request.headers.authorization, access.teamToken)) throw teamTokenRequired();
  };
}
