/**
 * Durability: concurrent writers subscribe unique e-mail addresses to the newsletter (a write the
 * API commits before it answers); after a few seconds the API and its PostgreSQL are killed with
 * SIGKILL, restarted on the same data folder, and every address answered 2xx before the kill is
 * looked up in the database directly.
 */
import { solveChallenge } from 'altcha-lib/v1';
import pg from 'pg';
import { SHOP_HEADERS } from '../bench/load.ts';
import { compareWrites } from './evaluate.ts';
import { describeKilled } from './report.ts';
import type { ShopProcess } from './server.ts';
import type { DurabilityResult } from './types.ts';

export const WRITE_PATH = '/api/external/azure/zg-newsletter-create';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DurabilitySettings {
  writers: number;
  killAfterMs: number;
  brandId: number;
  /** postgres://…/trama of the embedded server. */
  databaseUrl: string;
  /** Starts the shop again on the same data folder. */
  restart: () => Promise<ShopProcess>;
  say: (line: string) => void;
}

function isRefused(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

/** The newsletter takes a solved ALTCHA challenge, once (issue 16): solved here as the widget does. */
export async function solvedCaptcha(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/external/altcha/challenge`, { headers: SHOP_HEADERS, signal: AbortSignal.timeout(10_000) });
  const c = (await response.json()) as { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature, took: solution.took })).toString('base64');
}

/** One subscription; `altcha` solved here unless given (the attack halves spend one solution twice). */
export async function subscribe(origin: string, email: string, brandId: number, altcha?: string): Promise<number> {
  altcha ??= await solvedCaptcha(origin);
  const response = await fetch(`${origin}${WRITE_PATH}`, {
    method: 'POST',
    headers: { ...SHOP_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ email, brandId, altcha }),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

async function rowsLike(databaseUrl: string, pattern: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const rows = await client.query<{ email: string }>('select email from newsletter_subscriptions where email like $1', [pattern]);
    return new Set(rows.rows.map((row) => row.email));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs the check on a started shop; returns the result and the restarted shop (to be stopped by the caller). */
export async function checkDurability(shop: ShopProcess, settings: DurabilitySettings): Promise<{ result: DurabilityResult; shop: ShopProcess }> {
  const runId = Date.now().toString(36);
  const prefix = `reliability-${runId}-`;
  const committed: string[] = [];
  const rejected: string[] = [];
  const unanswered: string[] = [];
  let refused = 0;
  let next = 0;
  let stopped = false;

  const writer = async () => {
    while (!stopped) {
      const email = `${prefix}${next++}@example.com`;
      try {
        const status = await subscribe(shop.origin, email, settings.brandId);
        (status >= 200 && status < 300 ? committed : rejected).push(email);
      } catch (error) {
        // Refused: the API was already down, the write never reached it. Anything else was in flight.
        if (isRefused(error)) refused += 1;
        else unanswered.push(email);
      }
    }
  };

  settings.say(`durability: ${settings.writers} writers on POST ${WRITE_PATH}, SIGKILL after ${settings.killAfterMs / 1000} s`);
  const writers = Array.from({ length: settings.writers }, () => writer());
  await sleep(settings.killAfterMs);
  // No new write starts once the signals are sent; the ones in flight die with the API.
  const killed = await shop.crash(() => {
    stopped = true;
  });
  settings.say(`durability: SIGKILL to ${describeKilled(killed)}; ${committed.length} writes answered 2xx before`);
  stopped = true;
  await Promise.all(writers);

  const base = {
    writers: settings.writers,
    write: `POST ${WRITE_PATH} with a unique e-mail per request (table newsletter_subscriptions)`,
    killAfterMs: settings.killAfterMs,
    killed,
    attempted: committed.length + rejected.length + unanswered.length,
    committed: committed.length,
    rejected: rejected.length,
    unanswered: unanswered.length,
    refused,
  };
  const restartedAt = performance.now();
  let restarted: ShopProcess;
  try {
    restarted = await settings.restart();
  } catch (error) {
    // A shop that does not come back is a failed check, not a broken run.
    const restartError = error instanceof Error ? error.message : String(error);
    settings.say(`durability: the API did not come back: ${restartError}`);
    return {
      shop,
      result: { ...base, found: 0, lost: [], lostCount: 0, foundUnanswered: 0, restartMs: performance.now() - restartedAt, writeAfterRestart: false, restartError },
    };
  }
  const restartMs = performance.now() - restartedAt;
  settings.say(`durability: API healthy again ${(restartMs / 1000).toFixed(1)} s after the restart`);

  const afterEmail = `${prefix}after-restart@example.com`;
  const afterStatus = await subscribe(restarted.origin, afterEmail, settings.brandId).catch(() => 0);
  const found = await rowsLike(settings.databaseUrl, `${prefix}%`);
  const compared = compareWrites(committed, unanswered, found);

  return {
    shop: restarted,
    result: {
      ...base,
      found: [...found].filter((email) => email !== afterEmail).length,
      lost: compared.lost.slice(0, 20),
      lostCount: compared.lost.length,
      foundUnanswered: compared.foundUnanswered,
      restartMs,
      writeAfterRestart: afterStatus >= 200 && afterStatus < 300 && found.has(afterEmail),
    },
  };
}
