/**
 * The ALTCHA proof of work the contact form and the personal-shopper booking ask for (account §5),
 * solved the way the widget solves it: the number n with hash(salt + n) = challenge. The load
 * solves each challenge the API gives (never a weakened API): the run starts the API with its
 * documented small range (ALTCHA_MAX_NUMBER, scripts/reliability/server.ts), so a solution costs
 * well under a millisecond. It runs synchronously inside autocannon's response hook, where a
 * promise cannot be awaited; a large range would stall the load generator, hence the cap below.
 */
import { createHash } from 'node:crypto';

/** The challenge of GET /api/external/altcha/challenge (ALTCHA v1). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** Beyond this the synchronous search would block the load's event loop for too long to measure anything. */
export const MAX_SOLVED_NUMBER = 1_000_000;

const HASHES: Record<string, string> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-512': 'sha512' };

/** The widget's base64 payload for a solved challenge; null when no number in range solves it. */
export function solveAltcha(challenge: AltchaChallenge): string | null {
  const hash = HASHES[challenge.algorithm.toUpperCase()];
  if (!hash) return null;
  const max = Math.min(challenge.maxnumber ?? MAX_SOLVED_NUMBER, MAX_SOLVED_NUMBER);
  const started = performance.now();
  for (let n = 0; n <= max; n += 1) {
    if (createHash(hash).update(challenge.salt + n).digest('hex') !== challenge.challenge) continue;
    const took = Math.round(performance.now() - started);
    const { algorithm, salt, signature } = challenge;
    return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: n, salt, signature, took })).toString('base64');
  }
  return null;
}

/** Reads a challenge answer and solves it; null when the body is not a challenge. */
export function solveChallengeBody(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as Partial<AltchaChallenge>;
    if (typeof parsed.challenge !== 'string' || typeof parsed.salt !== 'string' || typeof parsed.signature !== 'string') return null;
    return solveAltcha({ algorithm: parsed.algorithm ?? 'SHA-256', challenge: parsed.challenge, maxnumber: parsed.maxnumber, salt: parsed.salt, signature: parsed.signature });
  } catch {
    return null;
  }
}
