/**
 * Account §7 support ticket: when the support-desk flag is on, a contact ticket is also POSTed to
 * the help desk (HELP_DESK_URL). The ticket is stored first with a pending outbox row; this loop
 * sends due rows right after the ticket, at start-up and every poll interval, and a failure (an
 * answer other than 2xx, a timeout, the desk down) is retried with a doubling backoff. A row is
 * SENT once the desk accepted it, and never sent again: no ticket lost, none duplicated by us.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FlagQuery } from '../flags/flag-value.ts';
import { Service } from '../service.ts';
import type { HelpDeskOutbox, OutboxRow } from './help-desk-outbox.ts';

/**
 * config/flags.json: forward contact tickets and shopper appointments to the help desk (account §7
 * "if the support-desk flag is on"); off when missing or unreadable, the ticket is stored either way.
 */
export const supportDeskFlag = (brandId: number): FlagQuery => ({ key: 'support-desk', fallback: false, context: { brandId } });

export interface HelpDeskForwarderDeps {
  outbox: HelpDeskOutbox;
  /** HELP_DESK_URL; none: rows stay pending. */
  url: string | null;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

const BATCH = 20;

/** 1st retry after base, then 2×, 4×… up to max. */
export const backoffMs = (attempts: number, baseMs: number, maxMs: number) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

export class HelpDeskForwarder extends Service<HelpDeskForwarderDeps> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.deps.pollMs);
    // The loop never keeps the process alive on its own.
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends what is due now; a kick during a run makes one more run after it. */
  kick(): void {
    if (this.stopped || !this.deps.url) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'help-desk forwarding failed; retried at the next interval'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when the current run (if any) is over: for tests and shutdown. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // The lease outlasts one attempt, so a slow desk never gets the same row from two runs.
    const rows = await this.deps.outbox.claimDue(BATCH, this.deps.timeoutMs * 2 + 1_000);
    for (const row of rows) await this.send(row);
    if (rows.length === BATCH) this.again = true;
  }

  private async send(row: OutboxRow): Promise<void> {
    let failure: string;
    try {
      const res = await fetch(this.deps.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(row.payload),
        signal: AbortSignal.timeout(this.deps.timeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) {
        await this.deps.outbox.markSent(row.id);
        this.deps.log.info({ ticketId: row.ticketId, attempts: row.attempts + 1 }, 'ticket forwarded to the help desk');
        return;
      }
      failure = `HTTP ${res.status}`;
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const retryIn = backoffMs(row.attempts + 1, this.deps.retryBaseMs, this.deps.retryMaxMs);
    await this.deps.outbox.markFailed(row.id, failure, retryIn);
    this.deps.log.warn({ ticketId: row.ticketId, attempts: row.attempts + 1, failure, retryInMs: retryIn }, 'help desk refused the ticket; will retry');
  }
}
